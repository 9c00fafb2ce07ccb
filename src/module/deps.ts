// What a module runs on: where its data comes from, how it is drawn and moved, and the
// options of the editors that run it (replaced by tests and plugins).
import type { StagecraftApi } from './api';
import type { FeatureRegistry } from './features';
import type { Loader, SlideLoader } from './loader';
import type { MotionFactory } from './load/chunks';
import type { PreviewFactory } from './preview';
import type { StageRenderer } from './render';

export interface ModuleDeps {
	loader: Loader;
	/** Fetches a slide the page sent without its layers. */
	slideLoader: SlideLoader;
	/** The motion driver; loaded on demand unless given (tests). */
	createMotion?: MotionFactory;
	/** Draws the slides: the block's view script passes React's (src/react). */
	render: StageRenderer;
	/** The features loaded on demand (the page's shared registry by default). */
	features: FeatureRegistry;
	api: StagecraftApi;
	/** Viewport margin before loading starts (spec section 9). */
	rootMargin: string;
	/** Start at once instead of waiting for the viewport (the editor's preview). */
	eager?: boolean;
	/**
	 * Edit mode: the module editor's timeline preview (src/module/preview.ts), passed in by the
	 * editor so that visitors never download it.
	 */
	preview?: PreviewFactory;
}
