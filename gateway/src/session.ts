// The session of SPEC §4/§6 as the gateway carries it: the REST bearer token, in an HttpOnly cookie
// for browsers or an `Authorization: Bearer` header for integrators. The gateway keeps no state.
import type { FastifyReply } from 'fastify';

const SESSION_COOKIE = 'lb_session';

/** The token of `Authorization: Bearer <token>`, else of the session cookie. */
export function sessionToken(
  authorization: string | undefined,
  cookies: Record<string, string | undefined>,
): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return bearer ?? (cookies[SESSION_COOKIE] || null);
}

/** HttpOnly keeps the token from page scripts; SameSite=Strict keeps it off cross-site requests. */
function cookieOptions(reply: FastifyReply) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: reply.request.protocol === 'https',
  } as const;
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(reply),
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply));
}
