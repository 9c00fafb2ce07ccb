// Sends malformed requests to every route Stagecraft answers (REST, admin-ajax, captcha image,
// pages through the dev router), with a fixed seed, and fails on any 5xx and on any PHP message
// the site logs while it runs. Each target is one test in the report.
//
// Usage: node tests/fuzz/fuzz.mjs [--count N] [--seed S] [--report FILE]
// Environment: STAGECRAFT_BASE_URL (the running test site), STAGECRAFT_LOG_DIR (its logs).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomFor } from './random.mjs';
import { targetsFor } from './targets.mjs';

const args = Object.fromEntries(
	process.argv
		.slice( 2 )
		.join( '=' )
		.split( /=?--/ )
		.filter( Boolean )
		.map( ( pair ) => pair.split( '=' ) )
);
const base = process.env.STAGECRAFT_BASE_URL ?? 'http://127.0.0.1:8889';
const count = Number( args.count ?? process.env.FUZZ_COUNT ?? 5000 );
const seed = Number( args.seed ?? 20261123 );
const logFile = join(
	process.env.STAGECRAFT_LOG_DIR ?? join( process.cwd(), '.wp', 'logs' ),
	'debug.log'
);
const CONCURRENCY = 4;
const PHP_MESSAGE =
	/PHP (Warning|Notice|Deprecated|Fatal|Parse)|WordPress database error/;

function logSize() {
	return existsSync( logFile ) ? readFileSync( logFile ).length : 0;
}

// Logs in as the admin once, for the targets that need an authenticated editor.
async function session() {
	const login = await fetch( `${ base }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
		},
		body: 'log=admin&pwd=password&wp-submit=Log+In&testcookie=1',
	} );
	const cookie = login.headers
		.getSetCookie()
		.map( ( c ) => c.split( ';' )[ 0 ] )
		.join( '; ' );
	const nonce = await (
		await fetch( `${ base }/wp-admin/admin-ajax.php?action=rest-nonce`, {
			headers: { Cookie: cookie },
		} )
	).text();
	if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		throw new Error(
			`could not log in as admin (nonce reply "${ nonce }")`
		);
	}
	return { cookie, nonce };
}

// The ids of the contact forms on the demo pages, so feedback reaches real forms too.
async function formIds() {
	const page = await ( await fetch( `${ base }/contact/` ) ).text();
	return [
		...new Set(
			[ ...page.matchAll( /name="_wpcf7" value="(\d+)"/g ) ].map(
				( m ) => m[ 1 ]
			)
		),
	];
}

async function send( request, auth ) {
	const headers = { ...request.headers };
	if ( request.auth && auth ) {
		headers.Cookie = auth.cookie;
		headers[ 'X-WP-Nonce' ] = auth.nonce;
	}
	try {
		const reply = await fetch( base + request.path, {
			method: request.method,
			headers,
			body: request.body,
			redirect: 'manual',
			signal: AbortSignal.timeout( 60_000 ),
		} );
		await reply.arrayBuffer();
		return reply.status;
	} catch ( error ) {
		return `network error: ${ error.message }`;
	}
}

async function main() {
	const random = randomFor( seed );
	const auth = await session();
	const targets = targetsFor( await formIds() );
	const results = new Map(
		targets.map( ( t ) => [ t.name, { sent: 0, bad: [] } ] )
	);
	const plan = Array.from( { length: count }, ( _, i ) => {
		const target = targets[ i % targets.length ];
		return { target, request: target.make( random ) };
	} );
	const before = logSize();
	let next = 0;
	const statuses = {};
	async function worker() {
		while ( next < plan.length ) {
			const { target, request } = plan[ next++ ];
			const status = await send( request, auth );
			statuses[ status ] = ( statuses[ status ] ?? 0 ) + 1;
			const result = results.get( target.name );
			result.sent++;
			if ( typeof status !== 'number' || status >= 500 ) {
				result.bad.push(
					`${ status } ${ request.method } ${ request.path.slice( 0, 200 ) }`
				);
			}
		}
	}
	await Promise.all( Array.from( { length: CONCURRENCY }, worker ) );

	const logged = readFileSync( logFile, 'utf8' )
		.slice( before )
		.split( '\n' )
		.filter( ( line ) => PHP_MESSAGE.test( line ) );
	const tests = [ ...results ].map( ( [ name, { sent, bad } ] ) => ( {
		name,
		sent,
		ok: bad.length === 0,
		bad: bad.slice( 0, 5 ),
		badCount: bad.length,
	} ) );
	tests.push( {
		name: 'no PHP message logged',
		sent: count,
		ok: logged.length === 0,
		bad: logged.slice( 0, 10 ),
		badCount: logged.length,
	} );
	for ( const t of tests ) {
		console.log(
			`${ t.ok ? 'ok' : 'FAILED' }: ${ t.name } (${ t.sent } requests${ t.ok ? '' : `, ${ t.badCount } bad` })`
		);
		t.bad.forEach( ( line ) => console.log( `    ${ line }` ) );
	}
	console.log(
		`fuzz: ${ count } requests, seed ${ seed }, statuses ${ JSON.stringify( statuses ) }`
	);
	if ( args.report ) {
		writeFileSync(
			args.report,
			JSON.stringify( { count, seed, statuses, tests }, null, 2 )
		);
	}
	process.exit( tests.every( ( t ) => t.ok ) ? 0 : 1 );
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
