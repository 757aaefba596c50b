// Structured JSON logs. Credentials never reach a log line: cookies and auth headers are redacted,
// and request bodies (which carry PINs) are never logged.
import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.pin',
        '*.password',
      ],
      censor: '[redacted]',
    },
  });
}
