// The renderer contract. The engine knows no UI framework: the block's view script hands it a
// renderer (React's lives in src/react), which draws the slides into the stage element and
// owns every node it draws. What the engine changes reaches the renderer as state.
import type { Gradient } from '../schema/gradient';
import type { ModuleSettingsView } from '../schema/settings/view';
import type { SlideView } from '../schema/slide-view';
import type { Preparation } from './change/preparation';
import type { StageViewStore } from './change/stage-view';
import type { CarouselWindowStore } from './carousel/window';

/** What the renderer reads of the layout engine: the device level, and its changes. */
export interface LevelSource {
	readonly level: number;
	subscribe: ( listener: () => void ) => () => void;
}

export interface StageRenderOptions {
	/** The current, leaving and entering slide and the failed images. */
	view: StageViewStore;
	/** Which slides are drawn (their layers and images). */
	preparation: Preparation;
	layout: LevelSource;
	/** Inside the block editor (spec section 6: some drawing is skipped). */
	editMode: boolean;
	/**
	 * The server's first-slide image, the page's LCP element: the renderer shows this very
	 * element for the first slide's background (same file) instead of drawing a copy.
	 */
	serverImage: HTMLImageElement | null;
	/** CSS for a gradient, when the module has any (the gradient feature is loaded). */
	gradientCss?: ( gradient: Gradient ) => string;
	/** A carousel's visible window: those slides are drawn and reachable too. */
	carousel?: CarouselWindowStore;
	/** The module background and overlay, behind every slide. */
	background?: ModuleSettingsView[ 'bg' ];
	/** Global (static) slides: their layers stay through slide changes. */
	staticSlides?: SlideView[];
}

/**
 * Draws the slides into the stage (replacing the server's markup), calls onMount once they
 * are in the DOM and before the browser paints, and returns the function that removes them.
 */
export type StageRenderer = ( (
	stage: HTMLElement,
	slides: SlideView[],
	onMount: () => void,
	options: StageRenderOptions
) => () => void ) & {
	/**
	 * Fetches what the renderer itself needs to draw these slides (chunks of its own), so the
	 * first draw is complete; the engine awaits it before drawing.
	 */
	prepare?: ( slides: SlideView[] ) => Promise< void >;
};

/**
 * The renderer's own chunks for a module's slides and global slides; a failure is logged and
 * the module is drawn without them.
 *
 * @param render              The renderer.
 * @param module              The module.
 * @param module.slides       Its slides.
 * @param module.staticSlides Its global slides.
 * @param alias               The module, for the message.
 */
export const rendererReady = (
	render: StageRenderer,
	module: { slides: SlideView[]; staticSlides: SlideView[] },
	alias: string
): Promise< void > =>
	(
		render.prepare?.( [ ...module.slides, ...module.staticSlides ] ) ??
		Promise.resolve()
	).catch( ( error: unknown ) =>
		// eslint-disable-next-line no-console
		console.error( `${ alias }: the renderer's parts did not load`, error )
	);
