import { accessibility } from './accessibility';
import { carouselMaxVisible, carouselSpinAngle } from './carousel';
import { activeFilters, isFilterActive } from './filters';
import { gridCount } from './grid';
import { uniqueLayerIds } from './ids';
import { isVideoType, mediaAutoPlay, mediaSeconds, mediaVolume } from './media';
import { GENERIC_LAYER_TAG, layerTag } from './tags';
import { cutText, plainParams, plainText, stripMarkup } from './text';
import { dropUnset } from './unset';

describe( 'layer tags', () => {
	it( 'keeps whitelisted tags and the module custom tags', () => {
		for ( const tag of [
			'h1',
			'h6',
			'a',
			'ul',
			'label',
			'img',
			'iframe',
			'audio',
		] ) {
			expect( layerTag( tag ) ).toBe( tag );
		}
		expect( layerTag( ' H2 ' ) ).toBe( 'h2' );
		expect( layerTag( 'x-card', [ 'X-Card' ] ) ).toBe( 'x-card' );
	} );

	it( 'turns anything else into the generic layer tag', () => {
		expect( GENERIC_LAYER_TAG ).toBe( 'div' );
		expect( layerTag( 'section' ) ).toBe( 'div' );
		expect( layerTag( 'x-card' ) ).toBe( 'div' );
		// A custom tag must be a harmless element name.
		expect( layerTag( 'script', [ 'script' ] ) ).toBe( 'div' );
		expect( layerTag( 'a b', [ 'a b' ] ) ).toBe( 'div' );
	} );
} );

describe( 'duplicate layer ids', () => {
	it( 'get _DBL_ and the lowest free number', () => {
		const ids = uniqueLayerIds( [
			{ id: 5 },
			{ id: 5 },
			{ id: '5_DBL_2' },
			{ id: '5' },
			{ id: 6 },
		] ).map( ( layer ) => layer.id );
		expect( ids ).toEqual( [ 5, '5_DBL_1', '5_DBL_2', '5_DBL_3', 6 ] );
	} );
} );

describe( 'thumbnail and param text', () => {
	it( 'is stripped of markup and cut to its limit, 500 by default', () => {
		expect( stripMarkup( '<p>Hello <b>you</b></p>\n<br/>there' ) ).toBe(
			'Hello you there'
		);
		expect( plainText( 'x'.repeat( 600 ) ) ).toHaveLength( 500 );
		expect( cutText( '😀😀😀', 2 ) ).toBe( '😀😀' );
		expect( plainParams( [ { v: '<i>abcdef</i>', l: 3 } ] ) ).toEqual( [
			{ v: 'abc', l: 3 },
		] );
	} );
} );

describe( 'media', () => {
	it.each( [
		[ 45, 45 ],
		[ '45', 45 ],
		[ '1:30', 90 ],
		[ '01:02:03', 3723 ],
		[ '0:07.5', 7.5 ],
		[ '1:2:3:4', undefined ],
		[ 'soon', undefined ],
		[ -1, undefined ],
	] )( 'time %p is %p seconds', ( value, seconds ) => {
		expect( mediaSeconds( value ) ).toBe( seconds );
	} );

	it( 'reads a volume above 1 as a percentage', () => {
		expect( mediaVolume( 80 ) ).toBe( 0.8 );
		expect( mediaVolume( 0.3 ) ).toBe( 0.3 );
		expect( mediaVolume( 1 ) ).toBe( 1 );
		expect( mediaVolume( 250 ) ).toBe( 1 );
	} );

	it( 'reads autoplay "true" and "false" as booleans', () => {
		expect( mediaAutoPlay( 'false' ) ).toBe( false );
		expect( mediaAutoPlay( 'true' ) ).toBe( true );
		expect( mediaAutoPlay( '1sttime' ) ).toBe( '1sttime' );
		expect( mediaAutoPlay( undefined ) ).toBeUndefined();
	} );

	it( 'knows the video types', () => {
		expect(
			[ 'youtube', 'vimeo', 'html5', 'audio' ].every( isVideoType )
		).toBe( true );
		expect( isVideoType( 'flash' ) ).toBe( false );
	} );
} );

describe( 'grid counts', () => {
	it( 'are at least 1 and at most the canvas width minus 10', () => {
		expect( gridCount( 0, 1600 ) ).toBe( 1 );
		expect( gridCount( 4.4, 1600 ) ).toBe( 4 );
		expect( gridCount( 5000, 1600 ) ).toBe( 1590 );
		expect( gridCount( 3, 5 ) ).toBe( 1 );
	} );
} );

describe( 'filters', () => {
	it( 'count as active only when they differ from the defaults', () => {
		expect( isFilterActive( 'blur', '0px' ) ).toBe( false );
		expect( isFilterActive( 'blur', 0 ) ).toBe( false );
		expect( isFilterActive( 'blur', '2px' ) ).toBe( true );
		expect( isFilterActive( 'brightness', '100%' ) ).toBe( false );
		expect( isFilterActive( 'brightness', '120%' ) ).toBe( true );
		expect(
			activeFilters( {
				blur: '0px',
				brightness: '100%',
				grayscale: '50%',
				sepia: '0%',
				invert: '0%',
			} )
		).toEqual( { grayscale: '50%' } );
		expect( activeFilters( { blur: '0px' } ) ).toBeUndefined();
	} );
} );

describe( 'carousel limits', () => {
	it( 'make maxV at least 1 (3 for 3d), at most the slide count, and odd', () => {
		expect( carouselMaxVisible( 0, 'off', 10 ) ).toBe( 1 );
		expect( carouselMaxVisible( 1, '3d', 10 ) ).toBe( 3 );
		expect( carouselMaxVisible( 4, '2d', 10 ) ).toBe( 3 );
		expect( carouselMaxVisible( 9, 'off', 6 ) ).toBe( 5 );
		expect( carouselMaxVisible( 7, 'off', 7 ) ).toBe( 7 );
	} );

	it( 'clamp the spin angle to 360 / slides either way', () => {
		expect( carouselSpinAngle( 100, 6 ) ).toBe( 60 );
		expect( carouselSpinAngle( -100, 6 ) ).toBe( -60 );
		expect( carouselSpinAngle( 20, 6 ) ).toBe( 20 );
	} );
} );

describe( 'unset values', () => {
	it( 'are dropped before validation, in objects and arrays', () => {
		expect(
			dropUnset( {
				a: 'unset',
				b: { c: 'unset', d: 1 },
				e: [ 1, 'unset' ],
			} )
		).toEqual( { b: { d: 1 }, e: [ 1, undefined ] } );
	} );
} );

describe( 'accessibility attributes', () => {
	it( 'are kept only when the setting is on', () => {
		expect( accessibility( { label: 'x' }, true ) ).toEqual( {
			label: 'x',
		} );
		expect( accessibility( { label: 'x' }, false ) ).toBeUndefined();
	} );
} );
