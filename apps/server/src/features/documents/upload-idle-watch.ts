// Notices an upload whose client has stopped sending (connection open, no bytes): without this it would hold its temporary file forever.
import type { IncomingMessage } from 'node:http';
import { AppError } from '../../http/errors.js';

export type UploadIdleWatch = {
  /** Aborted, with an UPLOAD_STALLED AppError as its reason, once the client has sent nothing for the idle time. */
  signal: AbortSignal;
  stop: () => void;
};

export function uploadStalled(idleMs: number): AppError {
  return new AppError(
    408,
    'UPLOAD_STALLED',
    `The upload stopped sending data for ${idleMs / 1000} seconds and was cancelled. Check your connection and try again.`,
  );
}

/**
 * Watches the bytes read from the request's connection. Only idle time counts, never the total: a
 * slow upload that keeps sending is never cut off. Time during which the body waits unread on the
 * server's side (the handler still checking the session, or storage pushing back) does not count
 * either: the client is not the slow one then.
 */
export function watchUploadIdle(request: IncomingMessage, idleMs: number): UploadIdleWatch {
  const controller = new AbortController();
  const socket = request.socket as IncomingMessage['socket'] | undefined;
  // A request made with app.inject has no real connection, and its body cannot stall.
  if (typeof socket?.bytesRead !== 'number') return { signal: controller.signal, stop: () => undefined };

  let lastBytes = socket.bytesRead;
  let idleSince = Date.now();
  const timer = setInterval(
    () => {
      const waitingOnServer = request.readableFlowing !== true || request.readableLength > 0;
      if (socket.bytesRead !== lastBytes || waitingOnServer) {
        lastBytes = socket.bytesRead;
        idleSince = Date.now();
      } else if (Date.now() - idleSince >= idleMs) {
        stop();
        controller.abort(uploadStalled(idleMs));
      }
    },
    // A few checks per idle period: a stall is noticed within 1.25 times the idle time.
    Math.max(25, Math.floor(idleMs / 4)),
  );
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    request.off('end', stop);
    request.off('close', stop);
  };
  // The whole body has arrived (or the connection is gone): nothing more to wait for.
  request.once('end', stop);
  request.once('close', stop);
  return { signal: controller.signal, stop };
}
