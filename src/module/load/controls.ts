// The controls: navigation and deep links, which the first slide does not wait for. Built into
// module/navigation.js with navigation's shared parts (webpack.config.js), which the nav-* feature
// chunks load too; evaluated in a task of its own after the first scene is set, so the runtime
// chunk the first paint waits for is smaller and no task at mount holds all of it.
export { createNavigation } from '../navigation';
export { createModuleDeepLinks } from '../navigation/deeplink';
