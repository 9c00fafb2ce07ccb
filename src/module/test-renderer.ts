import type { StageRenderer } from './render';

/**
 * A renderer without any UI framework, for the engine's unit tests: empty
 * slide shells that follow the stage view, and the renderer's side of the
 * contract (report each view drawn, remove everything on unmount).
 *
 * @param stage        The stage element.
 * @param slides       The slides.
 * @param onMount      Called once the shells are in.
 * @param options      The engine's stores.
 * @param options.view The stage view.
 */
export const plainRenderer: StageRenderer = (
	stage,
	slides,
	onMount,
	{ view }
) => {
	const shells = slides.map( ( slide, index ) => {
		const el = document.createElement( 'div' );
		el.className = 'stagecraft-module__slide';
		el.dataset.slideId = String( slide.id );
		el.dataset.slideIndex = String( index );
		return el;
	} );
	const draw = () => {
		const shown = view.get();
		shells.forEach( ( el, index ) => {
			el.classList.toggle( 'is-active', index === shown.current );
			el.inert = index !== shown.current;
		} );
		view.rendered( shown.version );
	};
	stage.replaceChildren( ...shells );
	const stop = view.subscribe( draw );
	draw();
	onMount();
	return () => {
		stop();
		shells.forEach( ( el ) => el.remove() );
	};
};
