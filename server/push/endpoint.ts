// Which push endpoints Huddle will post to (docs/decisions/0032). A subscription's endpoint is an
// address the browser names, so a member could name any: only the push services' own hosts over https
// are taken (Google's FCM for Chrome, Edge's own on Windows and Android; Mozilla's for Firefox; Apple's
// for Safari and home-screen apps on iPhone; Windows' WNS), plus the origins an operator lists in
// PUSH_ENDPOINT_ORIGINS (a self-hosted push service, a local test server; http and private addresses
// allowed there, since the operator chose them). Anything else is refused, so the server is never made
// to post to an address a member picks.
import { isIP } from 'node:net';

/** The push services: exact hosts, and host suffixes (a service spread over numbered hosts). */
const SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const SERVICE_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

const isServiceHost = (host: string) =>
  SERVICE_HOSTS.includes(host) || SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));

/** Why an endpoint is refused (a phrase after "Invalid endpoint: "), or null when it is taken. */
export function refusePushEndpoint(value: string, allowedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be the full address of a push service';
  }
  if (url.username || url.password) return 'must not carry a user name or password';
  if (allowedOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return 'must use https';
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 || url.port !== '' || !isServiceHost(url.hostname)) {
    return "must be on a browser's push service (Google, Mozilla, Apple or Windows)";
  }
  return null;
}
