// The features and their chunks. Chunk names sit under module/ so the files land beside the
// module's view script (plugin/build/module/*.js); webpack finds them from that script's own
// URL (publicPath "auto"), wherever the plugin is installed.
import type { FeatureImports } from './registry';

export interface FeatureModules {
	arrows: typeof import( '../navigation/arrows' );
	bullets: typeof import( '../navigation/bullets' );
	thumbs: typeof import( '../navigation/thumbs' );
	tabs: typeof import( '../navigation/tabs' );
	scrubber: typeof import( '../navigation/scrubber' );
	progress: typeof import( '../navigation/progress' );
	wheel: typeof import( '../navigation/wheel' );
	fonts: typeof import( '../../loaders/fonts' );
	resources: typeof import( '../../loaders/resources' );
	gradient: typeof import( '../../loaders/gradient' );
	actions: typeof import( '../actions' );
	modal: typeof import( '../modal' );
	effects: typeof import( '../effects' );
	media: typeof import( '../media' );
	carousel: typeof import( '../carousel' );
	streams: typeof import( '../streams' );
	hover: typeof import( '../layers/hover' );
}

export const FEATURE_IMPORTS: FeatureImports = {
	arrows: () =>
		import(
			/* webpackChunkName: "module/nav-arrows" */ '../navigation/arrows'
		),
	bullets: () =>
		import(
			/* webpackChunkName: "module/nav-bullets" */ '../navigation/bullets'
		),
	thumbs: () =>
		import(
			/* webpackChunkName: "module/nav-thumbs" */ '../navigation/thumbs'
		),
	tabs: () =>
		import(
			/* webpackChunkName: "module/nav-tabs" */ '../navigation/tabs'
		),
	scrubber: () =>
		import(
			/* webpackChunkName: "module/nav-scrubber" */ '../navigation/scrubber'
		),
	progress: () =>
		import(
			/* webpackChunkName: "module/nav-progress" */ '../navigation/progress'
		),
	wheel: () =>
		import(
			/* webpackChunkName: "module/nav-wheel" */ '../navigation/wheel'
		),
	fonts: () =>
		import(
			/* webpackChunkName: "module/loader-fonts" */ '../../loaders/fonts'
		),
	resources: () =>
		import(
			/* webpackChunkName: "module/loader-resources" */ '../../loaders/resources'
		),
	gradient: () =>
		import(
			/* webpackChunkName: "module/loader-gradient" */ '../../loaders/gradient'
		),
	actions: () =>
		import( /* webpackChunkName: "module/actions" */ '../actions' ),
	modal: () => import( /* webpackChunkName: "module/modal" */ '../modal' ),
	effects: () =>
		import( /* webpackChunkName: "module/effects" */ '../effects' ),
	// Fetched when a slide with media is about to be shown (src/module/media/watch.ts).
	media: () => import( /* webpackChunkName: "module/media" */ '../media' ),
	carousel: () =>
		import( /* webpackChunkName: "module/carousel" */ '../carousel' ),
	// Stream modules: fetched with the data (server hint), used before validation (streams/wire.ts).
	streams: () =>
		import( /* webpackChunkName: "module/streams" */ '../streams' ),
	// Layers with a hover state (hov.use).
	hover: () =>
		import( /* webpackChunkName: "module/hover" */ '../layers/hover' ),
};
