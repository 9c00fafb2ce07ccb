// Out-animation presets: an out scene is one step from the layer at rest to the preset's frame
// (the reverse of an in preset), reached in d ms after st ms with ease e.
import type { Frame } from '../../schema/frame';
import type { Scene } from '../../schema/timeline';
import { IN_PRESETS, type InPreset } from './animations';

export const OUT_TIMING = { d: 600, st: 0, e: 'power3.in' };

const TIMING_KEYS = new Set( [ 'd', 'st', 'e' ] );

/**
 * The out scene of a preset, keeping the timing already set.
 *
 * @param preset    The preset (the same names as the in presets).
 * @param timing    Duration d, start st and ease e.
 * @param timing.d
 * @param timing.st
 * @param timing.e
 */
export const outScene = (
	preset: InPreset,
	timing: { d: number; st: number; e: string } = OUT_TIMING
): Scene => ( { frames: [ { ...IN_PRESETS[ preset ], ...timing } ] } );

/**
 * Which preset an out scene is, 'custom' for one the editor did not make, 'none' without one.
 *
 * @param scene The layer's out scene.
 */
export function outPresetOf(
	scene: Scene | undefined
): InPreset | 'none' | 'custom' {
	const frame = scene?.frames[ 0 ];
	if ( ! scene || ! frame ) {
		return 'none';
	}
	const defined = Object.entries( frame ).filter(
		( [ key, value ] ) => value !== undefined && ! TIMING_KEYS.has( key )
	);
	const found = ( Object.keys( IN_PRESETS ) as InPreset[] ).find(
		( name ) => {
			const preset: Frame = IN_PRESETS[ name ];
			return (
				scene.frames.length === 1 &&
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
 * The timing of an out scene's (first) step.
 *
 * @param scene The scene.
 */
export function outTimingOf( scene: Scene | undefined ) {
	const frame = scene?.frames[ 0 ];
	return {
		d: frame?.d ?? OUT_TIMING.d,
		st: frame?.st ?? OUT_TIMING.st,
		e: frame?.e ?? OUT_TIMING.e,
	};
}
