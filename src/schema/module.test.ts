import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import demoReply from './fixtures/hero-demo.reply.json';
import { SCHEMA_VERSION } from './constants';
import { layerSchema } from './layer';
import { sliderReplySchema, storedModuleSchema } from './module';
import { moduleListSchema } from './modules-list';
import { sliderReplyViewSchema } from './reply-view';
import { sampleReply } from './sample-reply';
import { slideSchema } from './slide';

const layer = ( extra: Record< string, unknown > = {} ) => ( {
	id: 1,
	type: 'text',
	...extra,
} );

describe.each( [
	[ 'full', sliderReplySchema ],
	[ 'view', sliderReplyViewSchema ],
] )( 'the %s reply schema', ( _name, schema ) => {
	it( 'accepts a reply and keeps its frames', () => {
		const result = schema.safeParse( sampleReply() );
		expect( result.success ).toBe( true );
		expect( result.data?.slides[ 0 ].layers[ 0 ].tl.in?.frames ).toEqual( [
			{ o: 0, y: 40 },
			{ o: 1, y: 0, d: 800, e: 'power3.out' },
		] );
	} );

	it( 'accepts the demo site reply, PHP empty arrays included', () => {
		const result = schema.safeParse( demoReply );
		expect( result.success ).toBe( true );
		expect( result.data?.settings?.migrated ).toBe( true );
		// "slideshow": [] is PHP's empty object.
		expect( result.data?.slides[ 0 ].slideshow ).toEqual( {
			len: 'default',
			hfn: false,
			hal: 0,
		} );
	} );

	it( 'rejects an unknown layer type', () => {
		const reply = sampleReply();
		const bad = { ...reply.slides[ 0 ].layers[ 0 ], type: 'marquee' };
		const slides = [ { ...reply.slides[ 0 ], layers: [ bad ] } ];
		expect( schema.safeParse( { ...reply, slides } ).success ).toBe(
			false
		);
	} );

	it( 'rejects an opacity outside 0..1', () => {
		const reply = sampleReply();
		const bad = {
			...reply.slides[ 0 ].layers[ 0 ],
			tl: { in: { frames: [ { o: 2 } ] } },
		};
		const slides = [ { ...reply.slides[ 0 ], layers: [ bad ] } ];
		expect( schema.safeParse( { ...reply, slides } ).success ).toBe(
			false
		);
	} );

	it( 'leaves success to the caller: false is a valid reply shape', () => {
		const result = schema.safeParse( { success: false } );
		expect( result.success ).toBe( true );
		expect( result.data?.success ).toBe( false );
	} );
} );

describe( 'defaults of spec section 3', () => {
	it( 'fills settings, slides and layers', () => {
		const data = sliderReplySchema.parse( {
			success: true,
			settings: {},
			slides: [ { id: 3, layers: [ layer() ] } ],
		} );
		const settings = data.settings!;
		expect( settings.size.width ).toEqual( [ 1600, 1240, 1024, 778, 480 ] );
		expect( settings.size.height ).toEqual( [ 900, 698, 576, 438, 270 ] );
		expect( settings.type ).toBe( 'slider' );
		expect( settings.slideshow ).toMatchObject( {
			auto: true,
			len: 9000,
			loop: -1,
			stopAt: -1,
			firstSlide: 'auto',
			sOH: false,
		} );
		expect( settings.general ).toMatchObject( {
			perspective: 600,
			perspectiveType: 'global',
			acc: false,
		} );
		expect( settings.nav.wheel.cd ).toBe( 1500 );
		expect( settings.carousel ).toMatchObject( {
			maxV: [ 3, 3, 3, 3, 3 ],
			spin: 'off',
			dur: 800,
			ease: 'power3.inOut',
		} );
		expect( settings.modal ).toMatchObject( {
			bg: 'rgba(0,0,0,0.5)',
			speed: 1000,
		} );
		const slide = data.slides[ 0 ];
		expect( slide.publish.state ).toBe( 'published' );
		expect( slide.global ).toBe( false );
		expect( slide.layers[ 0 ] ).toMatchObject( {
			pid: -1,
			tag: 'div',
			alias: '',
			vis: [ true, true, true, true, true ],
		} );
	} );

	it( 'spreads responsive values and drops an image without src', () => {
		const data = sliderReplySchema.parse( {
			success: true,
			settings: { size: { width: 1200, height: [ 600, 500 ] } },
			slides: [ { id: 1, bg: { image: { alt: 'x' } } } ],
		} );
		expect( data.settings?.size.width ).toEqual( [
			1200, 1200, 1200, 1200, 1200,
		] );
		expect( data.settings?.size.height ).toEqual( [
			600, 500, 500, 500, 500,
		] );
		expect( data.slides[ 0 ].bg.image ).toBeUndefined();
	} );

	it( 'keeps at most 10 params, each with a limit of 500 by default', () => {
		const params = Array.from( { length: 12 }, ( _, i ) => ( {
			v: `p${ i }`,
		} ) );
		const slide = slideSchema.parse( { id: 1, params } );
		expect( slide.params ).toHaveLength( 10 );
		expect( slide.params?.[ 9 ] ).toEqual( { v: 'p9', l: 500 } );
	} );

	it( 'drops unknown enum values and unknown video types instead of failing', () => {
		const parsed = layerSchema.parse(
			layer( { subtype: 'banner', media: { type: 'flash', src: 'a' } } )
		);
		expect( parsed.subtype ).toBeUndefined();
		expect( parsed.media ).toEqual( { src: 'a' } );
		expect(
			layerSchema.parse( layer( { media: { type: 'vimeo' } } ) ).media
				?.type
		).toBe( 'vimeo' );
	} );

	it( 'takes string layer ids', () => {
		expect( layerSchema.parse( layer( { id: '5_DBL_1' } ) ).id ).toBe(
			'5_DBL_1'
		);
	} );
} );

describe( 'storedModuleSchema', () => {
	it( 'needs an alias and a known version', () => {
		expect( SCHEMA_VERSION ).toBe( 2 );
		expect(
			storedModuleSchema.safeParse( { alias: 'a', version: 2 } ).success
		).toBe( true );
		expect(
			storedModuleSchema.safeParse( { alias: 'a', version: 3 } ).success
		).toBe( false );
		expect( storedModuleSchema.safeParse( { title: 'A' } ).success ).toBe(
			false
		);
	} );
} );

describe( 'moduleListSchema', () => {
	it( 'accepts the editor list and rejects a missing alias', () => {
		expect(
			moduleListSchema.safeParse( [ { id: 1, alias: 'a', title: 'A' } ] )
				.success
		).toBe( true );
		expect(
			moduleListSchema.safeParse( [ { id: 1, title: 'A' } ] ).success
		).toBe( false );
	} );
} );

describe( 'the demo modules in demo/modules', () => {
	const dir = join( __dirname, '../../demo/modules' );
	const files = readdirSync( dir ).filter( ( name ) =>
		name.endsWith( '.json' )
	);

	it( 'are there to check', () => {
		expect( files.length ).toBeGreaterThanOrEqual( 5 );
	} );

	it.each( files )( '%s is a valid stored module', ( name ) => {
		const data: unknown = JSON.parse(
			readFileSync( join( dir, name ), 'utf8' )
		);
		const result = storedModuleSchema.safeParse( data );
		expect( result.error?.issues ?? [] ).toEqual( [] );
	} );
} );

describe( 'a stored module using every group', () => {
	it( 'parses, with the values it sets kept', async () => {
		const { default: full } = await import( './fixtures/full.module.json' );
		const parsed = storedModuleSchema.safeParse( full );
		expect( parsed.success ).toBe( true );
		const module = parsed.data!;
		expect( module.settings.navigation.arrows?.vis ).toEqual( [
			true,
			true,
			true,
			false,
			false,
		] );
		expect( module.settings.fonts[ 0 ].weights ).toEqual( [
			400,
			'600-800',
		] );
		expect( module.slides[ 0 ].layers[ 0 ].pos.x ).toEqual( [
			10,
			'50%',
			0,
			0,
			0,
		] );
		expect( module.slides[ 0 ].layers[ 0 ].media?.autoPlay ).toBe(
			'1sttime'
		);
		expect( module.slides[ 0 ].layers[ 1 ].id ).toBe( '1_DBL_1' );
		expect( module.settings.source ).toMatchObject( {
			type: 'post',
			post: { category: '3,4', include: [ 7 ] },
		} );
		expect( module.settings.modal.speed ).toBe( 800 );
	} );
} );
