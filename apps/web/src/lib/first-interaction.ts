// "First load" lasts until the person first presses a key or a pointer: until then, redirects
// included (a guard sending a visitor to sign in), screens leave focus where the browser put it.
// Loaded with the page's entry (the sign-in frame imports it), so it hears the first press
// whichever shell is on the page.
let interacted = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    interacted = true;
  };
  window.addEventListener('pointerdown', mark, { capture: true, once: true });
  window.addEventListener('keydown', mark, { capture: true, once: true });
}

/** Whether the person has pressed a key or a pointer since the page opened. */
export const hasInteracted = () => interacted;
