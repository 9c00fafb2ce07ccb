import type { Motion, MotionPreview, PreviewScene } from '../motion';
import { slideElement } from './change/layer-scenes';
import type { PreparedModule } from './prepare';

/**
 * The module editor's preview of the current slide (`handle.preview`, only on a module whose
 * element has data-stagecraft-edit="true"): its layers' in scenes start at 0 and their out scenes
 * at the slide's length, as when a visitor's slideshow leaves the slide. The editor's timeline
 * plays, pauses and seeks it; it knows nothing of GSAP. Before the module runs, every method
 * does nothing (and time, duration are 0).
 */
export interface ModulePreview {
	/** Plays from the playhead, or from 0 once the end was reached. */
	play: () => void;
	pause: () => void;
	/** Moves the playhead to ms on the slide's time and shows that moment (pauses). */
	seek: ( ms: number ) => void;
	/** The playhead, ms. */
	readonly time: number;
	/** The slide's length, or longer when an out scene ends after it, ms (0 before a play or seek). */
	readonly duration: number;
	readonly playing: boolean;
	/** Called on every frame while it plays, at its end and after each seek or pause. */
	subscribe: ( listener: () => void ) => () => void;
}

/** What the preview reads of a running module. */
export interface PreviewSource {
	motion: Motion;
	stage: HTMLElement;
	module: PreparedModule;
	/** Index of the current slide. */
	current: () => number;
}

/**
 * A slide's length: its own, or the module's for 'default' (spec section 3, slideshow.len).
 *
 * @param module The module.
 * @param index  Index into its slides.
 */
export function slideLength( module: PreparedModule, index: number ): number {
	const len = module.slides[ index ]?.slideshow.len ?? 'default';
	return len === 'default' ? module.settings.slideshow.len : len;
}

/**
 * The scenes of a slide's layers, on the slide's time.
 *
 * @param source The running module.
 * @param index  Index into its slides.
 */
export function previewScenes(
	source: PreviewSource,
	index: number
): PreviewScene[] {
	const elements = new Map(
		Array.from(
			slideElement(
				source.stage,
				index
			)?.querySelectorAll< HTMLElement >( '[data-layer-id]' ) ?? [],
			( el ) => [ el.dataset.layerId, el ]
		)
	);
	const length = slideLength( source.module, index );
	return ( source.module.slides[ index ]?.layers ?? [] ).flatMap(
		( layer ) => {
			const el = elements.get( String( layer.id ) );
			if ( ! el ) {
				return [];
			}
			// The mask and filter reveal and hide with the scenes, as a visitor sees them.
			const { mask, filter } = layer.tl;
			const effects = mask || filter ? { effects: { mask, filter } } : {};
			return ( [ 'in', 'out' ] as const ).flatMap( ( scene ) => {
				const frames = layer.tl[ scene ]?.frames ?? [];
				return frames.length > 0
					? [
							{
								el,
								scene,
								frames,
								at: scene === 'in' ? 0 : length,
								...effects,
							},
						]
					: [];
			} );
		}
	);
}

/**
 * The preview of a module, built on first use and again when the current slide or the running
 * module changed.
 *
 * @param source The running module, or null while it does not run.
 */
export function createModulePreview(
	source: () => PreviewSource | null
): ModulePreview & { destroy: () => void } {
	const listeners = new Set< () => void >();
	const notify = () => listeners.forEach( ( listener ) => listener() );
	let built: {
		preview: MotionPreview;
		motion: Motion;
		index: number;
	} | null = null;

	function ensure(): MotionPreview | null {
		const running = source();
		if ( ! running?.motion.preview ) {
			return null;
		}
		const index = running.current();
		if ( built?.motion === running.motion && built.index === index ) {
			return built.preview;
		}
		built?.preview.destroy();
		const preview = running.motion.preview(
			previewScenes( running, index ),
			slideLength( running.module, index ),
			notify
		);
		built = { preview, motion: running.motion, index };
		return preview;
	}

	// The built preview, only while its module still runs.
	const current = () =>
		built && source()?.motion === built.motion ? built.preview : null;

	return {
		play: () => ensure()?.play(),
		pause: () => current()?.pause(),
		seek: ( ms ) => ensure()?.seek( ms ),
		get time() {
			return current()?.time() ?? 0;
		},
		get duration() {
			return current()?.duration() ?? 0;
		},
		get playing() {
			return current()?.playing() ?? false;
		},
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		destroy() {
			built?.preview.destroy();
			built = null;
			listeners.clear();
		},
	};
}

/** How the runtime gets a preview: createModulePreview, given by the editor. */
export type PreviewFactory = typeof createModulePreview;
