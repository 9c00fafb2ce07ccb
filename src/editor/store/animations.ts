// In-animation presets the inspector offers: each is the first frame a layer animates from;
// the last frame is the layer at rest, reached in d ms after st ms with ease e.
import type { Frame } from '../../schema/frame';
import type { Scene } from '../../schema/timeline';

export const IN_PRESETS = {
	fade: { o: 0 },
	'slide-up': { o: 0, y: 40 },
	'slide-down': { o: 0, y: -40 },
	'slide-left': { o: 0, x: 60 },
	'slide-right': { o: 0, x: -60 },
	zoom: { o: 0, sX: 0.8, sY: 0.8 },
} satisfies Record< string, Frame >;

export type InPreset = keyof typeof IN_PRESETS;

const REST: Frame = { o: 1, x: 0, y: 0, sX: 1, sY: 1 };

export const DEFAULT_TIMING = { d: 800, st: 0, e: 'power3.out' };

/**
 * The in scene of a preset, keeping the timing already set.
 *
 * @param preset    The preset.
 * @param timing    Duration d, start st and ease e.
 * @param timing.d
 * @param timing.st
 * @param timing.e
 */
export function inScene(
	preset: InPreset,
	timing: { d: number; st: number; e: string } = DEFAULT_TIMING
): Scene {
	const from: Frame = IN_PRESETS[ preset ];
	const rest = Object.fromEntries(
		Object.keys( from ).map( ( key ) => [
			key,
			REST[ key as keyof Frame ],
		] )
	) as Frame;
	return { frames: [ { ...from }, { ...rest, ...timing } ] };
}

/**
 * Which preset a scene is, 'custom' for one the editor did not make, 'none' without one.
 *
 * @param scene The layer's in scene.
 */
export function presetOf(
	scene: Scene | undefined
): InPreset | 'none' | 'custom' {
	const first = scene?.frames[ 0 ];
	if ( ! scene || ! first || scene.frames.length === 0 ) {
		return 'none';
	}
	// Same values, in any key order (a stored frame comes back in the schema's order).
	const defined = Object.entries( first ).filter(
		( [ , value ] ) => value !== undefined
	);
	const found = ( Object.keys( IN_PRESETS ) as InPreset[] ).find(
		( name ) => {
			const preset: Frame = IN_PRESETS[ name ];
			return (
				scene.frames.length === 2 &&
				defined.length === Object.keys( preset ).length &&
				defined.every(
					( [ key, value ] ) => preset[ key as keyof Frame ] === value
				)
			);
		}
	);
	return found ?? 'custom';
}

/**
 * The timing of a scene's last frame.
 *
 * @param scene The scene.
 */
export function timingOf( scene: Scene | undefined ) {
	const last = scene?.frames[ scene.frames.length - 1 ];
	return {
		d: last?.d ?? DEFAULT_TIMING.d,
		st: last?.st ?? DEFAULT_TIMING.st,
		e: last?.e ?? DEFAULT_TIMING.e,
	};
}
