import { useLayoutEffect } from '@wordpress/element';
import type { SlideView as SlideData } from '../schema/slide-view';
import { mountRoot } from './mount';
import { Slide } from './Slide';

interface StageProps {
	slides: SlideData[];
	/** Runs after the DOM is in place and before the browser paints. */
	onMount: () => void;
}

export function Stage( { slides, onMount }: StageProps ) {
	useLayoutEffect( () => onMount(), [ onMount ] );
	// One slide for now; the slideshow adds the others.
	const first = slides[ 0 ];
	return first ? (
		<Slide slide={ first } index={ 0 } total={ slides.length } active />
	) : null;
}

/**
 * Replaces the server-rendered slide in the stage element with React's.
 *
 * @param stage   The .stagecraft-module__stage element.
 * @param slides  Slides in display order.
 * @param onMount Called once the slide is in the DOM.
 */
export function renderStage(
	stage: Element,
	slides: SlideData[],
	onMount: () => void
): () => void {
	return mountRoot( stage, <Stage slides={ slides } onMount={ onMount } /> );
}
