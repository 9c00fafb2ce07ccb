import { slideViewSchema } from '../schema/slide-view';
import { needsLayerParts } from './layer-parts';
import { renderStage } from './Stage';

const slide = ( fields: Record< string, unknown > ) =>
	slideViewSchema.parse( { id: 1, ...fields } );

describe( 'layer parts', () => {
	it( 'are needed for video, audio and svg layers and background videos only', () => {
		expect(
			needsLayerParts( [
				slide( { layers: [ { id: 1, pid: -1, type: 'text' } ] } ),
				slide( { layers: [ { id: 2, pid: -1, type: 'image' } ] } ),
			] )
		).toBe( false );
		for ( const type of [ 'video', 'audio', 'svg' ] ) {
			expect(
				needsLayerParts( [
					slide( { layers: [ { id: 1, pid: -1, type } ] } ),
				] )
			).toBe( true );
		}
		expect(
			needsLayerParts( [
				slide( { bg: { video: { type: 'html5', src: '/bg.mp4' } } } ),
			] )
		).toBe( true );
	} );

	it( 'are fetched by the renderer before the first draw when needed', async () => {
		await expect(
			renderStage.prepare?.( [
				slide( { layers: [ { id: 1, pid: -1, type: 'svg' } ] } ),
			] )
		).resolves.toBeUndefined();
	} );
} );
