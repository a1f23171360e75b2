import { createSessionHandler, type HostRequest } from './match-host';

/** The worker's side of the page: only what this file uses, so the DOM's typings serve. */
const scope = self as unknown as {
  postMessage(message: unknown): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<{ id: number; request: HostRequest }>) => void,
  ): void;
};

// The match engine's thread: it alone holds the full state of the match.
const handle = createSessionHandler();
scope.addEventListener('message', (event) => {
  const { id, request } = event.data;
  void handle(request).then((reply) => scope.postMessage({ id, reply }));
});
