import {
	useLayoutEffect,
	useMemo,
	useState,
	useSyncExternalStore,
} from 'react';
import type { StageRenderOptions, StageRenderer } from '../module/render';
import type { SlideView as SlideData } from '../schema/slide-view';
import { loadLayerParts, needsLayerParts } from './layer-parts';
import { LayoutContext } from './layout-context';
import { mountRoot } from './mount';
import { Slide } from './Slide';
import { ModuleBackground, StaticSlide } from './Statics';

interface StageProps extends StageRenderOptions {
	slides: SlideData[];
	/** Runs after the DOM is in place and before the browser paints. */
	onMount: () => void;
}

// Not a carousel: no window.
const emptyWindow = { visible: new Set< number >() };
const noWindow = {
	get: () => emptyWindow,
	subscribe: () => () => undefined,
};

// The engine's state (current, leaving and entering slide, failed images,
// prepared slides, device level) comes in through stores; a slide re-renders
// only when its own part changes, so running scenes are never restarted.
export function Stage( {
	slides,
	onMount,
	view,
	preparation,
	layout,
	editMode,
	serverImage,
	gradientCss,
	carousel,
	background,
	staticSlides = [],
}: StageProps ) {
	const level = useSyncExternalStore(
		layout.subscribe,
		() => layout.level,
		() => layout.level
	);
	// Re-rendered as slides get prepared; memoised slides skip the rest.
	useSyncExternalStore(
		preparation.subscribe,
		preparation.version,
		preparation.version
	);
	const shown = useSyncExternalStore( view.subscribe, view.get, view.get );
	// A carousel's visible window: those slides are drawn and reachable as well.
	const inView = useSyncExternalStore(
		carousel?.subscribe ?? noWindow.subscribe,
		carousel?.get ?? noWindow.get,
		carousel?.get ?? noWindow.get
	).visible;
	// The server's image belongs to the slide shown first.
	const [ first ] = useState( () => view.get().current );
	useLayoutEffect( () => onMount(), [ onMount ] );
	// The engine waits for its changes to be on screen before it animates them.
	useLayoutEffect( () => view.rendered( shown.version ), [ view, shown ] );
	const context = useMemo(
		() => ( {
			level,
			editMode,
			gradientCss,
			failedImages: shown.failedImages,
		} ),
		[ level, editMode, gradientCss, shown.failedImages ]
	);
	const statics = ( front: boolean ) =>
		staticSlides
			.filter( ( slide ) => ( slide.pos === 'front' ) === front )
			.map( ( slide ) => (
				<StaticSlide
					key={ `static-${ slide.id }` }
					slide={ slide }
					current={ shown.current }
					total={ slides.length }
				/>
			) );
	return (
		<LayoutContext.Provider value={ context }>
			{ background && <ModuleBackground bg={ background } /> }
			{ statics( false ) }
			{ slides.map( ( slide, index ) => {
				const status = preparation.status( index );
				// A slide whose layers are still being fetched waits, like an unset one.
				const prepared = status === 'preparing' || status === true;
				const inScene =
					index === shown.current ||
					index === shown.leaving ||
					index === shown.entering ||
					inView.has( index );
				// Only the prepared window exists in the DOM: a thousand slides cost what a few do.
				return (
					( prepared || inScene ) && (
						<Slide
							key={ slide.id }
							slide={ slide }
							index={ index }
							total={ slides.length }
							active={ index === shown.current }
							inView={ inView.has( index ) }
							leaving={ index === shown.leaving }
							entering={ index === shown.entering }
							serverImage={ index === first ? serverImage : null }
							prepared={ prepared }
							onPrepared={ preparation.markPrepared }
						/>
					)
				);
			} ) }
			{ statics( true ) }
		</LayoutContext.Provider>
	);
}

/**
 * React's renderer for the module engine: replaces the server-rendered
 * slide in the stage element with React's slides.
 *
 * @param stage   The .stagecraft-module__stage element.
 * @param slides  Slides in display order.
 * @param onMount Called once the slides are in the DOM.
 * @param options The engine's stores and settings.
 */
export const renderStage: StageRenderer = ( stage, slides, onMount, options ) =>
	mountRoot(
		stage,
		<Stage slides={ slides } onMount={ onMount } { ...options } />
	);
// Video, audio and svg layers and background videos come in a chunk of their own.
renderStage.prepare = async ( slides ) => {
	if ( needsLayerParts( slides ) ) {
		await loadLayerParts();
	}
};
