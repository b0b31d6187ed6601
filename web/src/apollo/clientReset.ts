// Ends the Apollo client's part of a session (its cache and subscription socket) when a session
// ends or begins. The client registers itself once a screen has loaded it; the sign-in screen
// runs without it.
let reset: () => Promise<void> = async () => {};

export function onClientReset(next: () => Promise<void>): void {
  reset = next;
}

export function resetClient(): Promise<void> {
  return reset();
}
