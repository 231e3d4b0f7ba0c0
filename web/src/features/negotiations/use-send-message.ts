import { CHAT_SENDER_TYPE } from "@iryo/domain/chat-sender-type";
import { useRef } from "react";
import {
  type ChatMessage_MessageFragment,
  type NegotiationMessagesQuery,
  NegotiationMessagesQueryDocument,
  type NegotiationMessagesQueryVariables,
  useSendNegotiationMessageMutation,
} from "./Negotiations.generated";

let optimisticIds = 0;

/**
 * Sends a chat message and puts it at the head of the room's newest page in the Apollo cache: first
 * as an optimistic message (shown at once under `senderName`), then as the server's answer. Nothing is
 * refetched, so a message costs one operation. `pending()` says whether a send is in flight, so that
 * the subscription's echo of the member's own message does not trigger a reload.
 */
export function useSendMessage(negotiationId: string, side: "member" | "provider", senderName: string) {
  const [mutate, { loading }] = useSendNegotiationMessageMutation();
  const inFlight = useRef(0);
  const send = async (message: string) => {
    inFlight.current += 1;
    try {
      const optimistic: ChatMessage_MessageFragment = {
        __typename: "NegotiationMessage",
        id: `optimistic-${++optimisticIds}`,
        negotiationId,
        senderType: side === "member" ? CHAT_SENDER_TYPE.USER : CHAT_SENDER_TYPE.BUSINESS,
        senderName,
        message,
        createdAt: new Date().toISOString(),
      };
      return await mutate({
        variables: { negotiationId, message },
        optimisticResponse: { __typename: "Mutation", sendNegotiationMessage: optimistic },
        update(cache, { data }) {
          const sent = data?.sendNegotiationMessage;
          if (!sent) return;
          cache.updateQuery<NegotiationMessagesQuery, NegotiationMessagesQueryVariables>(
            { query: NegotiationMessagesQueryDocument, variables: { negotiationId, beforeId: null } },
            (page) =>
              page && !page.negotiationMessages.messages.some((m) => m.id === sent.id)
                ? {
                    ...page,
                    negotiationMessages: {
                      ...page.negotiationMessages,
                      messages: [sent, ...page.negotiationMessages.messages],
                    },
                  }
                : page,
          );
        },
      });
    } finally {
      inFlight.current -= 1;
    }
  };
  return { send, sending: loading, pending: () => inFlight.current > 0 };
}
