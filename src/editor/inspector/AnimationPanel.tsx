import { __ } from '@wordpress/i18n';
import { inScene, presetOf, timingOf } from '../store/animations';
import { ScenePanel, type SceneKind } from './ScenePanel';

const IN: SceneKind = {
	scene: 'in',
	title: __( 'In animation', 'stagecraft' ),
	selectLabel: __( 'Animation', 'stagecraft' ),
	startLabel: __( 'Start (ms)', 'stagecraft' ),
	durationLabel: __( 'Duration (ms)', 'stagecraft' ),
	options: [
		{ value: 'none', label: __( 'None: shown at once', 'stagecraft' ) },
		{ value: 'fade', label: __( 'Fade in', 'stagecraft' ) },
		{ value: 'slide-up', label: __( 'Slide up', 'stagecraft' ) },
		{ value: 'slide-down', label: __( 'Slide down', 'stagecraft' ) },
		{
			value: 'slide-left',
			label: __( 'Slide in from the right', 'stagecraft' ),
		},
		{
			value: 'slide-right',
			label: __( 'Slide in from the left', 'stagecraft' ),
		},
		{ value: 'zoom', label: __( 'Zoom in', 'stagecraft' ) },
	],
	presetOf,
	timingOf,
	make: inScene,
	timed: 'last',
};

/** The selected layer's in animation (tl.in): a preset, its start and its duration. */
export function AnimationPanel() {
	return <ScenePanel kind={ IN } />;
}
