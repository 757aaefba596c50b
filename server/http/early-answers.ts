// The answers Fastify writes before any hook of the app runs, given Huddle's headers and its
// `{ message }` (before, they went out without the security headers and with Fastify's own body).
// A path that is no valid URL (`/%zz`) is refused by the router (frameworkErrors); a request Node's
// parser cannot read (a malformed header line, headers past 16 KB, too slow) never becomes a request,
// and is answered on its socket (clientErrorHandler). Fastify's other refusals (malformed JSON, a body
// too large, an unsupported media type) pass the hooks and get the headers there.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { securityHeaders } from './security-headers';

/** What the router refuses, in words. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Invalid request path: it is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'Invalid request path: a part of it is too long.',
};

/** Fastify's `frameworkErrors`: the router's refusals, answered with the app's headers. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode ?? 400;
  const message = FRAMEWORK_MESSAGES[error.code] ?? 'Something went wrong on our side. Please try again.';
  return reply
    .code(status)
    .headers({
      ...securityHeaders(request.protocol === 'https'),
      'cache-control': 'no-store',
      'x-request-id': request.id,
    })
    .send({ message });
}

/** Why Node could not read a request, by its parser's error code. */
function unreadable(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: "The request's headers are too large." };
  return { status: 400, message: 'The request could not be read.' };
}

/** Fastify's `clientErrorHandler`: a request Node could not read, answered on its socket and closed. */
export function answerUnreadableRequest(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A connection reset, or a socket already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = unreadable(error.code);
  const id = randomUUID();
  this.log.debug({ reqId: id, code: error.code, statusCode: status }, 'unreadable request refused');
  const body = JSON.stringify({ message });
  const headers = {
    ...securityHeaders('encrypted' in socket),
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'x-request-id': id,
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
