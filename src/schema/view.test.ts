import * as z from 'zod/mini';
import { layerSchema } from './layer';
import { layerViewShape } from './layer-view';
import { sliderReplySchema } from './module';
import { replyViewShape } from './reply-view';
import { moduleSettingsSchema } from './settings';
import { settingsViewShape } from './settings/view';
import { slideSchema } from './slide';
import { slideViewShape } from './slide-view';

// obj() wraps z.object in a pipe; this reaches the object's fields.
const fieldsOf = ( schema: { _zod: { def: { out: unknown } } } ) =>
	( schema._zod.def.out as z.ZodMiniObject ).shape;

// The view validates a subset of the data with the very same field
// definitions, so nothing is declared twice and the two cannot drift.
describe.each( [
	[ 'layer', layerViewShape, fieldsOf( layerSchema ), [] ],
	[ 'slide', slideViewShape, fieldsOf( slideSchema ), [ 'bg', 'layers' ] ],
	[ 'settings', settingsViewShape, fieldsOf( moduleSettingsSchema ), [] ],
	[
		'reply',
		replyViewShape,
		fieldsOf( sliderReplySchema ),
		[ 'settings', 'slider_params', 'slides', 'static_slide' ],
	],
] )( 'the %s view', ( _name, view, full, widened ) => {
	it( 'shares each field definition with the full schema', () => {
		const shared = Object.keys( view ).filter(
			( key ) => ! ( widened as string[] ).includes( key )
		);
		expect( Object.keys( full ) ).toEqual(
			expect.arrayContaining( Object.keys( view ) )
		);
		for ( const key of shared ) {
			expect( full[ key ] ).toBe( view[ key as keyof typeof view ] );
		}
	} );
} );
