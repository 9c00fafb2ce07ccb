import { sliderReplySchema } from './module';
import { moduleListSchema } from './modules-list';
import { sampleReply } from './sample-reply';

describe( 'sliderReplySchema', () => {
	it( 'accepts a valid reply and keeps its data', () => {
		const result = sliderReplySchema.safeParse( sampleReply() );
		expect( result.success ).toBe( true );
		expect( result.data?.slides[ 0 ].layers[ 0 ].tl.in?.frames ).toEqual( [
			{ o: 0, y: 40 },
			{ o: 1, y: 0, d: 800, e: 'power3.out' },
		] );
	} );

	it( 'rejects success false', () => {
		const reply = { ...sampleReply(), success: false };
		expect( sliderReplySchema.safeParse( reply ).success ).toBe( false );
	} );

	it( 'rejects an unknown layer type', () => {
		const reply = sampleReply() as unknown as {
			slides: { layers: { type: string }[] }[];
		};
		reply.slides[ 0 ].layers[ 0 ].type = 'marquee';
		expect( sliderReplySchema.safeParse( reply ).success ).toBe( false );
	} );

	it( 'rejects a size without five device levels', () => {
		const reply = sampleReply() as unknown as {
			settings: { size: { width: number[] } };
		};
		reply.settings.size.width = [ 1600, 1240 ];
		expect( sliderReplySchema.safeParse( reply ).success ).toBe( false );
	} );

	it( 'rejects an opacity outside 0..1', () => {
		const reply = sampleReply();
		reply.slides[ 0 ].layers[ 0 ].tl.in = { frames: [ { o: 2 } ] };
		expect( sliderReplySchema.safeParse( reply ).success ).toBe( false );
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
