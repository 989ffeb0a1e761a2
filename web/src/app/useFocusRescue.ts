import { useEffect } from 'react';

/**
 * Where focus goes when an action removed the element that had it (the "accept" button of an offer that is
 * now accepted, the "delete" button of a deleted card): the action's result. Without this the browser drops
 * focus to <body>, and a keyboard or screen-reader user starts again at the top of the page. The result is,
 * in this order: a message the action put on the screen (an alert, then a status), the page's heading, the
 * main content. A page change has its own rule (useFocusOnPageChange), and focus moved on purpose by the
 * screen (to a field that says what is wrong, to a new item) is left where it is.
 */
export function useFocusRescue() {
  useEffect(() => {
    // The control a click or a submit went to; once a render removed it while focus fell to <body>, the
    // result of the action takes focus. (Browsers send no blur for a removed element, so the DOM is watched.)
    let acted: Element | null = null;
    const onAct = (event: Event) => {
      if (event.target instanceof Element) acted = event.target.closest('button, a, input, select, textarea, form');
    };
    const observer = new MutationObserver(() => {
      if (acted === null || acted.isConnected) return;
      acted = null;
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      resultOfAction()?.focus({ preventScroll: false });
    });
    document.addEventListener('click', onAct, true);
    document.addEventListener('submit', onAct, true);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('click', onAct, true);
      document.removeEventListener('submit', onAct, true);
      observer.disconnect();
    };
  }, []);
}

function resultOfAction(): HTMLElement | null {
  const main = document.getElementById('main');
  if (!main) return null;
  const message = [...main.querySelectorAll<HTMLElement>('[role="alert"], [role="status"]')]
    .filter((element) => element.textContent?.trim() && !element.closest('[hidden], .visually-hidden'))
    .sort((a, b) => rankOf(a) - rankOf(b))[0];
  const target = message ?? main.querySelector<HTMLElement>('h1') ?? main;
  // A message or heading takes focus without joining the tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

const rankOf = (element: HTMLElement) => (element.getAttribute('role') === 'alert' ? 0 : 1);
