import { zodResolver } from "@hookform/resolvers/zod";
import { CHAT_SENDER_TYPE } from "@iryo/domain/chat-sender-type";
import { FREE_TEXT_MAX_LENGTH, NOTIFICATION_POLL_INTERVAL_MS } from "@iryo/domain/constants";
import { sendMessageBodySchema } from "@iryo/domain/contracts/negotiations";
import { CONFLICT_CODE } from "@iryo/domain/error-catalogue";
import { chatReadOnlyNotice } from "@iryo/domain/negotiation-messages";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { FieldError, messageOf } from "../../shared/forms/FieldError";
import { FormActions } from "../../shared/forms/FormActions";
import formsStyles from "../../shared/forms/forms.module.css";
import { toastInputError } from "../../shared/forms/submit-handler";
import { useNegotiationEvents } from "../../shared/notifications/use-negotiation-events";
import { showToast } from "../../shared/toast/toast-store";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import {
  type ChatMessage_MessageFragment,
  useNegotiationMessagesQuery,
  useNegotiationMessagesQueryLazyQuery,
  useSendNegotiationMessageMutation,
} from "./Negotiations.generated";
import { stampText } from "./negotiation-format";
import styles from "./negotiations.module.css";

interface MessageForm {
  message: string;
}

/**
 * Tab 1 of the room: messages oldest first (the newest page loads first, older pages on demand),
 * and the form to write — replaced by the reason when the room is read-only (SPEC §4.1).
 */
export function NegotiationChat({
  negotiationId,
  side,
  status,
  readOnly,
  onConflict,
}: {
  readonly negotiationId: string;
  readonly side: "member" | "provider";
  readonly status: number;
  readonly readOnly: boolean;
  /** The room changed meanwhile (e.g. sent off): reload its facts. */
  readonly onConflict: () => void;
}) {
  const [fetchOlder] = useNegotiationMessagesQueryLazyQuery({ fetchPolicy: "network-only" });
  const { data, loading, error, refetch, startPolling, stopPolling } = useNegotiationMessagesQuery({
    variables: { negotiationId, beforeId: null },
    fetchPolicy: "network-only",
  });
  // Live while the socket is up (ADR 080): each event reloads the newest page, a status change the room's
  // facts too; without the socket the room polls like the notifications (SPEC §4.5).
  const { live } = useNegotiationEvents(negotiationId, {
    onEvent: (event) => {
      void refetch();
      if (event.change === "STATUS") onConflict();
    },
    onReconnect: () => void refetch(),
  });
  useEffect(() => {
    if (live) stopPolling();
    else startPolling(NOTIFICATION_POLL_INTERVAL_MS);
  }, [live, startPolling, stopPolling]);
  const [send, { loading: sending }] = useSendNegotiationMessageMutation();
  const [older, setOlder] = useState<ChatMessage_MessageFragment[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const endRef = useRef<HTMLLIElement>(null);
  const form = useForm<MessageForm>({ resolver: zodResolver(sendMessageBodySchema), defaultValues: { message: "" } });
  const newest = data?.negotiationMessages.messages ?? [];
  const all = [...newest, ...older.filter((o) => !newest.some((n) => n.id === o.id))].reverse();
  const hasMore = olderHasMore ?? data?.negotiationMessages.hasMore ?? false;
  const mine = side === "member" ? CHAT_SENDER_TYPE.USER : CHAT_SENDER_TYPE.BUSINESS;
  const lastId = all.at(-1)?.id;

  useEffect(() => {
    if (lastId) endRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [lastId]);

  const loadOlder = async () => {
    const oldest = all[0];
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const res = await fetchOlder({ variables: { negotiationId, beforeId: oldest.id } });
      const page = res.data?.negotiationMessages;
      if (page) {
        setOlder((o) => [...o, ...page.messages]);
        setOlderHasMore(page.hasMore);
      }
    } catch (e) {
      showToast("error", appErrorOf(e).message);
    } finally {
      setLoadingOlder(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send({ variables: { negotiationId, message: values.message } });
      form.reset({ message: "" });
      await refetch();
    } catch (e) {
      const info = appErrorOf(e);
      showToast("error", info.message);
      if (info.code === CONFLICT_CODE) onConflict();
    }
  }, toastInputError);

  const length = form.watch("message").length;
  const notice = chatReadOnlyNotice(status);
  return (
    <section aria-labelledby="negotiation-chat-title" className={styles.negotiationChat}>
      <h2 id="negotiation-chat-title" className="visually-hidden">
        チャット
      </h2>
      {loading && !data ? (
        <Spinner label="メッセージを読み込んでいます" />
      ) : error && !data ? (
        <ShowFailed what="メッセージ" />
      ) : (
        <>
          {hasMore && (
            <button
              type="button"
              className={`button ${styles.chatOlder}`}
              onClick={() => void loadOlder()}
              disabled={loadingOlder}
            >
              {loadingOlder ? "読み込んでいます…" : "以前のメッセージを表示する"}
            </button>
          )}
          {all.length === 0 ? (
            <p className="empty">まだメッセージはありません。</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
            <section className={styles.chatScroller} aria-label="メッセージの履歴" tabIndex={0}>
              <ol className={styles.chatMessages} aria-label="メッセージ">
                {all.map((m, i) => (
                  <li
                    key={m.id}
                    ref={i === all.length - 1 ? endRef : undefined}
                    className={`${styles.chatMessage} ${styles[`chat__message--${m.senderType === CHAT_SENDER_TYPE.BOT ? "bot" : m.senderType === mine ? "mine" : "theirs"}`] ?? ""}`}
                  >
                    <p className={styles.chatMeta}>
                      <span className={styles.chatSender}>{m.senderName}</span>{" "}
                      <time dateTime={m.createdAt}>{stampText(m.createdAt)}</time>
                    </p>
                    <p className={styles.chatBody}>{m.message}</p>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
      {readOnly ? (
        <p className="notice chat__read-only" role="status">
          {notice ?? "この商談ではメッセージを送信できません。"}
        </p>
      ) : (
        <form className={styles.chatForm} noValidate onSubmit={onSubmit}>
          <label htmlFor="chat-message" className={formsStyles.formFieldLabel}>
            メッセージ
          </label>
          <textarea
            id="chat-message"
            rows={3}
            maxLength={FREE_TEXT_MAX_LENGTH}
            aria-invalid={Boolean(form.formState.errors.message)}
            aria-describedby="chat-message-count"
            {...form.register("message")}
          />
          <p id="chat-message-count" className={formsStyles.formFieldHint}>
            {length} / {FREE_TEXT_MAX_LENGTH}文字
          </p>
          <FieldError message={messageOf(form.formState.errors.message)} />
          <FormActions submit="送信する" busy={sending} />
        </form>
      )}
    </section>
  );
}
