import type { CSSProperties } from 'react';
import type { Gradient } from '../schema/gradient';

/**
 * A slide's or layer's background colour and gradient as style. The
 * gradient sits under any background image, so it also shows where that
 * image failed to load; a solid gradient is a colour.
 *
 * @param bg          The background.
 * @param bg.color
 * @param bg.gradient
 * @param gradientCss The gradient feature's CSS (loaded when the module has gradients).
 */
export function backgroundStyle(
	bg: { color?: string; gradient?: Gradient } | undefined,
	gradientCss?: ( gradient: Gradient ) => string
): CSSProperties | undefined {
	if ( ! bg?.color && ! bg?.gradient ) {
		return undefined;
	}
	const style: CSSProperties = {};
	if ( bg.color ) {
		style.backgroundColor = bg.color;
	}
	const css = bg.gradient && gradientCss ? gradientCss( bg.gradient ) : '';
	if ( css && bg.gradient?.type === 'solid' ) {
		style.backgroundColor = css;
	} else if ( css ) {
		style.backgroundImage = css;
	}
	return style;
}
