import { useLayoutEffect } from '@wordpress/element';
import type { SlideView as SlideData } from '../schema/slide-view';
import { mountRoot } from './mount';
import { Slide } from './Slide';

interface StageProps {
	slides: SlideData[];
	/** Index of the slide shown first. */
	first?: number;
	/** Runs after the DOM is in place and before the browser paints. */
	onMount: () => void;
}

// Rendered once: from then on the runtime switches slides on the DOM (classes,
// inert), so a change never re-renders React or restarts running scenes.
export function Stage( { slides, first = 0, onMount }: StageProps ) {
	useLayoutEffect( () => onMount(), [ onMount ] );
	return (
		<>
			{ slides.map( ( slide, index ) => (
				<Slide
					key={ slide.id }
					slide={ slide }
					index={ index }
					total={ slides.length }
					active={ index === first }
				/>
			) ) }
		</>
	);
}

/**
 * Replaces the server-rendered slide in the stage element with React's.
 *
 * @param stage   The .stagecraft-module__stage element.
 * @param slides  Slides in display order.
 * @param onMount Called once the slides are in the DOM.
 * @param first   Index of the slide shown first.
 */
export function renderStage(
	stage: Element,
	slides: SlideData[],
	onMount: () => void,
	first = 0
): () => void {
	return mountRoot(
		stage,
		<Stage slides={ slides } first={ first } onMount={ onMount } />
	);
}
