// The controls chunk (module/controls): navigation and deep links, which the first slide does not
// wait for. Evaluated in a task of its own after the first scene is set, so the runtime chunk the
// first paint waits for is smaller and no task at mount holds all of it.
export { createNavigation } from '../navigation';
export { createModuleDeepLinks } from '../navigation/deeplink';
