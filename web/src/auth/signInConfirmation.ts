/**
 * What the portal confirms after signing in: who is signed in, and that the guest cart was taken over,
 * with how many items (what did not fit is told on the cart page, CartMergeNotices). Wherever the fan
 * signs in (the header, the checkout, an account page), the guest cart's size as the cart badge last
 * showed it is remembered in sessionStorage across the trip to the provider; the confirmation is shown
 * once, by the user menu of the first page after the return.
 */
const GUEST_ITEMS = 'club.guestCartItems';
let justSignedIn = false;
let guestCartSize = 0;

/** The cart's size as the page shows it while nobody is signed in (the cart badge tells it). */
export function noteGuestCart(itemCount: number): void {
  guestCartSize = itemCount;
}

/** The guest cart's size as last shown, for the trip to the provider. */
export function guestCartItems(): number {
  return guestCartSize;
}

/** Before leaving for the provider: how many items the guest cart holds. */
export function rememberGuestCart(itemCount: number): void {
  try {
    sessionStorage.setItem(GUEST_ITEMS, String(itemCount));
  } catch {
    // Storage may be unavailable (private mode); the confirmation then only names the person.
  }
}

/** On the sign-in return point, once the provider's answer is accepted. */
export function markSignedIn(): void {
  justSignedIn = true;
}

/** The confirmation to show, once: null when none is due. */
export function takeSignInConfirmation(): { guestItems: number } | null {
  if (!justSignedIn) return null;
  justSignedIn = false;
  let guestItems = 0;
  try {
    guestItems = Number(sessionStorage.getItem(GUEST_ITEMS) ?? 0) || 0;
    sessionStorage.removeItem(GUEST_ITEMS);
  } catch {
    // as above
  }
  return { guestItems };
}
