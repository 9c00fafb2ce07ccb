import * as z from 'zod/mini';
import { gradientSchema } from '../../schema/gradient';
import {
	addStop,
	defaultGradient,
	removeStop,
	stopCss,
	withStopColor,
	withStopPosition,
} from './gradient';

describe( 'gradient edits', () => {
	it( 'starts with a gradient the schema accepts', () => {
		expect( z.safeParse( gradientSchema, defaultGradient() ).success ).toBe(
			true
		);
	} );

	it( 'sets a stop colour from CSS, and ignores a colour it cannot read', () => {
		const g = withStopColor( defaultGradient(), 1, 'rgba(255, 0, 0, 0.5)' );
		expect( g.colors[ 1 ] ).toEqual( {
			p: 100,
			r: 255,
			g: 0,
			b: 0,
			a: 0.5,
		} );
		expect( stopCss( g.colors[ 1 ] ) ).toBe( 'rgba(255, 0, 0, 0.5)' );
		expect( withStopColor( g, 0, 'tomato' ) ).toBe( g );
		expect( z.safeParse( gradientSchema, g ).success ).toBe( true );
	} );

	it( 'moves a stop within 0..100 and keeps the stops in order', () => {
		const g = withStopPosition( defaultGradient(), 0, 140 );
		expect( g.colors.map( ( s ) => s.p ) ).toEqual( [ 100, 100 ] );
		const h = withStopPosition( addStop( defaultGradient() ), 1, -5 );
		expect( h.colors.map( ( s ) => s.p ) ).toEqual( [ 0, 0, 100 ] );
	} );

	it( 'adds a stop in the widest gap and keeps at least two', () => {
		const three = addStop( defaultGradient() );
		expect( three.colors.map( ( s ) => s.p ) ).toEqual( [ 0, 50, 100 ] );
		expect( addStop( three ).colors.map( ( s ) => s.p ) ).toEqual( [
			0, 25, 50, 100,
		] );
		const two = removeStop( three, 1 );
		expect( two.colors.map( ( s ) => s.p ) ).toEqual( [ 0, 100 ] );
		expect( removeStop( two, 0 ) ).toBe( two );
	} );
} );
