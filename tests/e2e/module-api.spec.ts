import { test, expect } from '@playwright/test';
import { MODULE_EVENTS } from '../../src/module/events/types';
import { SLIDER, currentIndex, log, openSlider } from './runtime-helpers';

test( 'the module API changes slides and reports every event', async ( {
	page,
} ) => {
	await openSlider( page );
	// The API names its events from the same list the recorder uses.
	expect( await page.evaluate( () => window.Stagecraft.events ) ).toEqual( [
		...MODULE_EVENTS,
	] );
	const result = await page.evaluate( async () => {
		const api = window.Stagecraft;
		const module = api.get( 'slider-demo' );
		if ( ! module ) {
			throw new Error( 'slider-demo is not registered' );
		}
		const byId = api.get( module.id );
		module.pause();
		const changed = () =>
			new Promise( ( resolve ) => module.once( 'afterChange', resolve ) );
		const seen: string[] = [];
		const counter = () => seen.push( 'on' );
		module.on( 'afterChange', counter );
		const steps: Array< number | undefined > = [];
		module.next();
		await changed();
		steps.push( module.current()?.index );
		module.prev();
		await changed();
		steps.push( module.current()?.index );
		module.goTo( 'last' );
		await changed();
		steps.push( module.current()?.index );
		module.off( 'afterChange', counter );
		module.goTo( '#1' );
		await changed();
		steps.push( module.current()?.index );
		module.goTo( 2 );
		await changed();
		steps.push( module.current()?.index );
		module.goTo( '-1' );
		module.goTo( '+1' );
		await changed();
		await changed();
		steps.push( module.current()?.index );
		module.goTo( 'first' );
		await changed();
		module.goTo( 'random' );
		await changed();
		steps.push( module.current()?.index === 0 ? -1 : 1 );
		return {
			steps,
			seen: seen.length,
			slideCount: module.slideCount,
			sameById: byId === module,
		};
	} );
	expect( result ).toEqual( {
		steps: [ 1, 0, 2, 0, 2, 2, 1 ],
		seen: 3,
		slideCount: 3,
		sameById: true,
	} );
	const events = await log( page );
	const types = new Set( events.map( ( e ) => e.type ) );
	for ( const type of [
		'ready',
		'loaded',
		'beforeChange',
		'afterChange',
		'pause',
		'enterstage',
		'enteredstage',
		'leavestage',
		'leftstage',
		'framestarted',
		'frameended',
	] ) {
		expect( types ).toContain( type );
	}
	const change = events.find( ( e ) => e.type === 'beforeChange' );
	expect( change?.detail ).toEqual( {
		from: { index: 0, id: 1 },
		to: { index: 1, id: 2 },
		direction: 'forward',
	} );

	// play() resumes, destroy() hands the server markup back.
	await page.evaluate( () => window.Stagecraft.get( 'slider-demo' )?.play() );
	expect( ( await log( page ) ).some( ( e ) => e.type === 'resume' ) ).toBe(
		true
	);
	await page.evaluate( () =>
		window.Stagecraft.get( 'slider-demo' )?.destroy()
	);
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__slide` )
	).toHaveCount( 1 );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__play` )
	).toHaveCount( 0 );
} );

test( 'arrows and bullets change slides through the API', async ( {
	page,
} ) => {
	await openSlider( page );
	await page.evaluate( () =>
		window.Stagecraft.get( 'slider-demo' )?.pause()
	);
	const afterChanges = async () =>
		( await log( page ) ).filter( ( e ) => e.type === 'afterChange' )
			.length;
	// Arrows auto-hide after 1 s idle; one holding focus stays, however long
	// the machine took to get here.
	const arrow = ( side: string ) =>
		page.locator( `${ SLIDER } .stagecraft-module__arrow--${ side }` );
	await arrow( 'next' ).focus();
	await arrow( 'next' ).click();
	await expect.poll( afterChanges ).toBe( 1 );
	expect( await currentIndex( page ) ).toBe( 1 );
	await arrow( 'prev' ).focus();
	await arrow( 'prev' ).click();
	await expect.poll( afterChanges ).toBe( 2 );
	expect( await currentIndex( page ) ).toBe( 0 );
	const bullets = page.locator( `${ SLIDER } .stagecraft-module__bullet` );
	await expect( bullets ).toHaveCount( 3 );
	await bullets.nth( 2 ).click();
	await expect( bullets.nth( 2 ) ).toHaveAttribute( 'aria-selected', 'true' );
	expect( await currentIndex( page ) ).toBe( 2 );
} );
