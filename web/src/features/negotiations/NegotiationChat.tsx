import { zodResolver } from "@hookform/resolvers/zod";
import { CHAT_SENDER_TYPE } from "@iryo/domain/chat-sender-type";
import { FREE_TEXT_MAX_LENGTH, NOTIFICATION_POLL_INTERVAL_MS } from "@iryo/domain/constants";
import { CONFLICT_CODE } from "@iryo/domain/error-catalogue";
import { chatReadOnlyNotice } from "@iryo/domain/negotiation-messages";
import { sendMessageBodySchema } from "@iryo/domain/validation/chat-message";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FieldError, messageOf } from "../../shared/forms/FieldError";
import { FormActions } from "../../shared/forms/FormActions";
import formsStyles from "../../shared/forms/forms.module.css";
import { toastInputError } from "../../shared/forms/submit-handler";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import {
  type ChatMessage_MessageFragment,
  useNegotiationMessagesQuery,
  useNegotiationMessagesQueryLazyQuery,
} from "./Negotiations.generated";
import { stampText } from "./negotiation-format";
import styles from "./negotiations.module.css";
import { useNegotiationEvents } from "./use-negotiation-events";
import { useSendMessage } from "./use-send-message";

interface MessageForm {
  message: string;
}

/**
 * Tab 1 of the room: messages oldest first (the newest page loads first, older pages on demand),
 * and the form to write — replaced by the reason when the room is read-only (product §4.1).
 */
export function NegotiationChat({
  negotiationId,
  side,
  senderName,
  status,
  readOnly,
  onConflict,
}: {
  readonly negotiationId: string;
  readonly side: "member" | "provider";
  /** The viewer's name as the chat shows it (their optimistic message carries it until the server answers). */
  readonly senderName: string;
  readonly status: number;
  readonly readOnly: boolean;
  /** The room changed meanwhile (e.g. sent off): reload its facts. */
  readonly onConflict: () => void;
}) {
  // Older pages never change, so the cache may answer them.
  const [fetchOlder] = useNegotiationMessagesQueryLazyQuery();
  // The newest page comes from the server each time the room opens: the other side may have written meanwhile.
  const { data, loading, error, refetch, startPolling, stopPolling } = useNegotiationMessagesQuery({
    variables: { negotiationId, beforeId: null },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const { send, sending, pending } = useSendMessage(negotiationId, side, senderName);
  // Live while the socket is up (ADR 080): the other side's message reloads the newest page (the event
  // does not carry everything a message shows), a status change the room's facts too. The echo of the
  // viewer's own message is skipped: `send` has already put it in the cache. Without the socket the room
  // polls like the notifications (product §4.5).
  const { live } = useNegotiationEvents(negotiationId, {
    onEvent: (event) => {
      if (event.change === "STATUS") onConflict();
      const own = event.actorSide === (side === "member" ? "MEMBER" : "PROVIDER");
      const known = newestIds().has(event.message?.id ?? "");
      if (event.change === "MESSAGE" && own && (known || pending())) return;
      void refetch();
    },
    // Events may have been missed while the socket was down.
    onReconnect: () => void refetch(),
  });
  useEffect(() => {
    if (live) stopPolling();
    else startPolling(NOTIFICATION_POLL_INTERVAL_MS);
  }, [live, startPolling, stopPolling]);
  const [older, setOlder] = useState<ChatMessage_MessageFragment[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const endRef = useRef<HTMLLIElement>(null);
  const form = useForm<MessageForm>({ resolver: zodResolver(sendMessageBodySchema), defaultValues: { message: "" } });
  const newest = data?.negotiationMessages.messages ?? [];
  const newestIds = () => new Set(newest.map((m) => m.id));
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
      toastFailure(e);
    } finally {
      setLoadingOlder(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // The message shows at once (optimistic); the form gets the text back if the server refuses it.
    form.reset({ message: "" });
    try {
      await send(values.message);
    } catch (e) {
      form.reset({ message: values.message });
      const info = toastFailure(e);
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
