// The error link learns what to do about a lost session from the app (which owns the router),
// so the Apollo client does not import the router.
let handler: () => void = () => {
  window.location.assign('/signin');
};

export function setUnauthenticatedHandler(next: () => void): void {
  handler = next;
}

export function notifyUnauthenticated(): void {
  handler();
}
