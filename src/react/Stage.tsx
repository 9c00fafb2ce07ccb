import {
	useLayoutEffect,
	useMemo,
	useSyncExternalStore,
} from '@wordpress/element';
import type { SlideView as SlideData } from '../schema/slide-view';
import { LayoutContext } from './layout-context';
import { mountRoot } from './mount';
import { Slide } from './Slide';

/** What the stage reads of slide preparation (src/module/change/preparation.ts). */
export interface PreparationSource {
	status: ( index: number ) => 'unset' | 'preparing' | true;
	subscribe: ( listener: () => void ) => () => void;
	version: () => number;
	markPrepared: ( index: number ) => void;
}

// Without a preparation source every slide is drawn (tests, small embeds).
const allPrepared: PreparationSource = {
	status: () => true,
	subscribe: () => () => {},
	version: () => 0,
	markPrepared: () => {},
};

/** What the stage reads of the layout engine: the level, and its changes. */
export interface LevelSource {
	readonly level: number;
	subscribe: ( listener: () => void ) => () => void;
}

const fixedLevel: LevelSource = { level: 0, subscribe: () => () => {} };

interface StageProps {
	slides: SlideData[];
	/** Index of the slide shown first. */
	first?: number;
	/** Runs after the DOM is in place and before the browser paints. */
	onMount: () => void;
	layout?: LevelSource;
	editMode?: boolean;
	preparation?: PreparationSource;
}

// Rendered once, and again only when the device level changes: the runtime
// switches slides on the DOM (classes, inert), so a change never re-renders
// React or restarts running scenes.
export function Stage( {
	slides,
	first = 0,
	onMount,
	layout = fixedLevel,
	editMode = false,
	preparation = allPrepared,
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
	useLayoutEffect( () => onMount(), [ onMount ] );
	const view = useMemo( () => ( { level, editMode } ), [ level, editMode ] );
	return (
		<LayoutContext.Provider value={ view }>
			{ slides.map( ( slide, index ) => (
				<Slide
					key={ slide.id }
					slide={ slide }
					index={ index }
					total={ slides.length }
					active={ index === first }
					prepared={ preparation.status( index ) !== 'unset' }
					onPrepared={ preparation.markPrepared }
				/>
			) ) }
		</LayoutContext.Provider>
	);
}

export interface StageOptions {
	first?: number;
	layout?: LevelSource;
	editMode?: boolean;
	preparation?: PreparationSource;
}

/**
 * Replaces the server-rendered slide in the stage element with React's.
 *
 * @param stage   The .stagecraft-module__stage element.
 * @param slides  Slides in display order.
 * @param onMount Called once the slides are in the DOM.
 * @param options First slide, the layout engine's level and edit mode.
 */
export function renderStage(
	stage: Element,
	slides: SlideData[],
	onMount: () => void,
	options: StageOptions = {}
): () => void {
	return mountRoot(
		stage,
		<Stage slides={ slides } onMount={ onMount } { ...options } />
	);
}
