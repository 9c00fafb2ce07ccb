import { __ } from '@wordpress/i18n';
import { outPresetOf, outScene, outTimingOf } from '../store/out-animations';
import { ScenePanel, type SceneKind } from './ScenePanel';

const OUT: SceneKind = {
	scene: 'out',
	title: __( 'Out animation', 'stagecraft' ),
	selectLabel: __( 'Leaves with', 'stagecraft' ),
	startLabel: __( 'Out start (ms)', 'stagecraft' ),
	durationLabel: __( 'Out duration (ms)', 'stagecraft' ),
	options: [
		{
			value: 'none',
			label: __( 'None: leaves with its slide', 'stagecraft' ),
		},
		{ value: 'fade', label: __( 'Fade out', 'stagecraft' ) },
		{ value: 'slide-up', label: __( 'Slide down and out', 'stagecraft' ) },
		{ value: 'slide-down', label: __( 'Slide up and out', 'stagecraft' ) },
		{
			value: 'slide-left',
			label: __( 'Slide out to the right', 'stagecraft' ),
		},
		{
			value: 'slide-right',
			label: __( 'Slide out to the left', 'stagecraft' ),
		},
		{ value: 'zoom', label: __( 'Zoom out', 'stagecraft' ) },
	],
	presetOf: outPresetOf,
	timingOf: outTimingOf,
	make: outScene,
	timed: 'first',
	initialOpen: false,
};

/**
 * The selected layer's out animation (tl.out): how it leaves when its slide ends, a preset,
 * when it starts (after the slide's length) and how long it takes.
 */
export function OutAnimationPanel() {
	return <ScenePanel kind={ OUT } />;
}
