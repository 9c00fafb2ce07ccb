import { __ } from '@wordpress/i18n';
import type { LayerType } from '../store/edits';

/** The thirteen layer types of spec section 1, as the editor names them. */
export const LAYER_TYPE_LABELS: Record< LayerType, string > = {
	text: __( 'Text', 'stagecraft' ),
	button: __( 'Button', 'stagecraft' ),
	image: __( 'Image', 'stagecraft' ),
	video: __( 'Video', 'stagecraft' ),
	audio: __( 'Audio', 'stagecraft' ),
	shape: __( 'Shape', 'stagecraft' ),
	svg: __( 'SVG', 'stagecraft' ),
	container: __( 'Container', 'stagecraft' ),
	group: __( 'Group', 'stagecraft' ),
	row: __( 'Row', 'stagecraft' ),
	column: __( 'Column', 'stagecraft' ),
	zone: __( 'Zone', 'stagecraft' ),
	linebreak: __( 'Line break', 'stagecraft' ),
};
