import type { ResolvedTransition } from './resolve';

/** What a transition builder moves. */
export interface TransitionParts {
	readonly incoming: HTMLElement;
	readonly outgoing: HTMLElement;
	/** The slides' common parent: the 3D wrapper and the colour a fade goes through. */
	readonly stage: HTMLElement;
	readonly transition: ResolvedTransition;
}

/**
 * Adds a transition's tweens to the timeline (which the driver owns and kills) and returns
 * the undo of whatever it did outside tweens (slices, borrowed styles).
 */
export type TransitionBuilder = ( (
	parts: TransitionParts,
	timeline: gsap.core.Timeline
) => () => void ) & {
	/** Readies what the builder needs before the change starts (a shader's images). */
	prepare?: ( parts: TransitionParts ) => Promise< void >;
};

export const secondsOf = ( parts: TransitionParts ): number =>
	parts.transition.duration / 1000;

/**
 * Keeps inline style values to put back exactly: React wrote some of them (the slide's
 * background), and clearing them would lose what it will not write again.
 *
 * @param el    The element.
 * @param names CSS property names.
 */
export function borrowStyle(
	el: HTMLElement,
	names: readonly string[]
): () => void {
	const kept = names.map(
		( name ) =>
			[
				name,
				el.style.getPropertyValue( name ),
				el.style.getPropertyPriority( name ),
			] as const
	);
	return () =>
		kept.forEach( ( [ name, value, priority ] ) =>
			value
				? el.style.setProperty( name, value, priority )
				: el.style.removeProperty( name )
		);
}
