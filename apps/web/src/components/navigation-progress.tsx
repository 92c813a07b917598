import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

// The seed's progress bar constants. The default template carries invalid ARIA roles ("bar").
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** A top progress bar while the router loads the next page. */
export function NavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  useEffect(() => () => void NProgress.done(), []);
  return null;
}
