import type { Motion } from '../../motion';

/** Spec section 2 and 9: scroll speed default 1000 ms. */
export const SCROLL_SPEED_MS = 1000;

export interface ScrollToOptions {
	/** Duration in ms (default 1000). */
	speed?: number;
	/** A GSAP ease name. */
	easing?: string;
	/** Pixels to stop above the target (a sticky header's height, say). */
	offset?: number;
	/** Also write the target's id into the address bar. */
	updateHash?: boolean;
}

/**
 * Where the window must scroll to bring an element to the top, less an offset.
 *
 * @param el     The target element.
 * @param offset Pixels kept above it.
 */
export function scrollTargetOf( el: Element, offset = 0 ): number {
	return el.getBoundingClientRect().top + window.scrollY - offset;
}

/**
 * Scroll-to (spec section 2): to an anchor id ('#contact' or 'contact') or an
 * element, with speed, easing, offset and an optional hash update. A target
 * position below zero skips the tween. Returns whether a target was found.
 *
 * @param target  An id, '#id', or an element.
 * @param motion  The motion driver (it jumps under reduced motion).
 * @param options Speed, easing, offset, hash update.
 */
export async function scrollToTarget(
	target: string | Element,
	motion: Motion,
	options: ScrollToOptions = {}
): Promise< boolean > {
	const el =
		typeof target === 'string'
			? document.getElementById( target.replace( /^#/, '' ) )
			: target;
	if ( ! el ) {
		return false;
	}
	const top = scrollTargetOf( el, options.offset ?? 0 );
	if ( top >= 0 ) {
		await motion.scrollTo(
			top,
			options.speed ?? SCROLL_SPEED_MS,
			options.easing
		);
	}
	if ( options.updateHash && el.id ) {
		window.history.pushState( null, '', `#${ el.id }` );
	}
	return true;
}

/**
 * Scroll-to with the module's motion driver, or, before the module runs, a driver made just for
 * this scroll and destroyed after it.
 *
 * @param target  As scrollToTarget.
 * @param running The module's driver, once it runs.
 * @param make    Makes a driver.
 * @param options As scrollToTarget.
 */
export async function scrollWithDriver(
	target: string | Element,
	running: Motion | null,
	make: () => Promise< Motion >,
	options?: ScrollToOptions
): Promise< boolean > {
	const driver = running ?? ( await make() );
	try {
		return await scrollToTarget( target, driver, options );
	} finally {
		if ( driver !== running ) {
			driver.destroy();
		}
	}
}
