/**
 * Counts each tool's tests from its machine-readable report, and finds what a run must never
 * leave in the site's logs. bin/run-suites.mjs prints these; bin/lib/suite-results.test.js
 * plants a skipped test, a todo, an empty fixture and a database error to prove they fail.
 *
 * A test that did not run proves nothing: skipped, pending and todo tests count as failed, and
 * a tool that exited non-zero without a failing test adds one failure.
 */
'use strict';

/**
 * @typedef {{ passed: number, failed: number, note?: string }} Counts
 */

/**
 * @param {number} failed What the report names as failed.
 * @param {number} status The tool's exit status.
 * @return {number} One more when the tool failed without naming a test.
 */
const withStatus = ( failed, status ) =>
	failed + ( status !== 0 && failed === 0 ? 1 : 0 );

/**
 * How many of Jest's tests are data rows: tests made by one `it` line more than once (`it.each`,
 * a loop over a fixture), told apart by the source location `--testLocationInResults` records.
 *
 * @param {{testResults?: {name: string, assertionResults?: {location?: {line: number}|null}[]}[]}} report Jest's report.
 * @return {number} Tests that are rows of a table.
 */
function jestDataRows( report ) {
	const perLine = new Map();
	for ( const file of report.testResults ?? [] ) {
		for ( const test of file.assertionResults ?? [] ) {
			if ( test.location ) {
				const key = `${ file.name }:${ test.location.line }`;
				perLine.set( key, ( perLine.get( key ) ?? 0 ) + 1 );
			}
		}
	}
	return [ ...perLine.values() ]
		.filter( ( n ) => n > 1 )
		.reduce( ( a, b ) => a + b, 0 );
}

/**
 * "N behaviours, M data rows" for a suite's note.
 *
 * @param {number} tests    Tests run.
 * @param {number} dataRows Tests among them that are rows of a table.
 * @return {string} The split.
 */
const split = ( tests, dataRows ) =>
	`${ tests - dataRows } behaviours, ${ dataRows } data rows`;

/**
 * Jest's `--json` report.
 *
 * @param {Record<string, number>|null} report The report, or null when none was written.
 * @param {number}                      status Jest's exit status.
 * @return {Counts} Counts.
 */
function jestCounts( report, status ) {
	if ( ! report ) {
		return {
			passed: 0,
			failed: 1,
			note: `jest exited ${ status } without a report`,
		};
	}
	const notRun =
		( report.numPendingTests ?? 0 ) + ( report.numTodoTests ?? 0 );
	// A file that fails before its tests (an empty fixture, a syntax error) has no failed test.
	const broken = report.numRuntimeErrorTestSuites ?? 0;
	const failed = report.numFailedTests + notRun + broken;
	const tests = report.numTotalTests ?? report.numPassedTests;
	return {
		passed: report.numPassedTests,
		failed: withStatus( failed, status ),
		note: [
			split( tests, jestDataRows( report ) ),
			notRun ? `${ notRun } skipped or todo test(s) count as failed` : '',
		]
			.filter( Boolean )
			.join( '; ' ),
	};
}

/**
 * PHPUnit's JUnit XML: the first (outermost) testsuite element carries the totals.
 *
 * @param {string|null} xml    The report, or null when none was written.
 * @param {number}      status PHPUnit's exit status.
 * @return {Counts} Counts.
 */
function phpunitCounts( xml, status ) {
	if ( xml === null ) {
		return {
			passed: 0,
			failed: 1,
			note: `phpunit exited ${ status } without a report`,
		};
	}
	const top = xml.match( /<testsuite [^>]*>/ );
	if ( ! top ) {
		return { passed: 0, failed: 1, note: 'unreadable phpunit report' };
	}
	const count = ( attr ) =>
		Number(
			top[ 0 ].match( new RegExp( ` ${ attr }="(\\d+)"` ) )?.[ 1 ] ?? 0
		);
	const tests = count( 'tests' );
	const failed =
		count( 'failures' ) +
		count( 'errors' ) +
		count( 'skipped' ) +
		count( 'warnings' );
	// PHPUnit names each data provider row "test_x with data set ...".
	const dataRows = (
		xml.match( /<testcase name="[^"]* with data set /g ) ?? []
	).length;
	return {
		passed: tests - Math.min( tests, failed ),
		failed: withStatus( failed, status ),
		note: split( tests, dataRows ),
	};
}

/**
 * Playwright's JSON report.
 *
 * @param {{stats: Record<string, number>}|null} report The report, or null.
 * @param {number}                               status Playwright's exit status.
 * @return {Counts} Counts.
 */
function playwrightCounts( report, status ) {
	if ( ! report ) {
		return {
			passed: 0,
			failed: 1,
			note: `playwright exited ${ status } without a report`,
		};
	}
	const s = report.stats;
	// A flaky test passed on a retry: it failed once, so it fails here.
	const failed = s.unexpected + s.flaky + s.skipped;
	return { passed: s.expected, failed: withStatus( failed, status ) };
}

// PHP's own messages, wherever they land.
const PHP_MESSAGE =
	/PHP (Warning|Notice|Deprecated|Strict Standards|Fatal error|Parse error|Recoverable fatal error|Catchable fatal error|Stack trace|User (Warning|Notice|Deprecated|Error))|PHP (Fatal|Parse)/;
const DATABASE_ERROR = /WordPress database error/;
// Written to debug.log by tests/e2e/database-outage.spec.ts around its outage.
const OUTAGE_BEGINS = 'stagecraft-test: database outage begins';
const OUTAGE_ENDS = 'stagecraft-test: database outage ends';
const EXPECTED_IN_OUTAGE =
	/PHP Warning: {1,2}mysqli_real_connect\(\): \(HY000\/2002\): No such file or directory/;
// What `php -S` writes itself for each request and at start; any other line came from PHP.
const SERVER_OWN =
	/^(\[\d+\] )?\[[^\]]+\] (PHP [\d.]+\S* Development Server \(.*\) started|[\d.:[\]a-f]+:\d+ (Accepted|Closing|Closed without sending a request.*|\[\d{3}\]: .*))$/;

/**
 * Lines of WordPress's debug.log (written while the suites ran) that fail a run: PHP's
 * warnings, notices, deprecations and errors, and WordPress database errors.
 *
 * @param {string} text What was appended to debug.log during the run.
 * @return {string[]} The offending lines.
 */
function debugLogProblems( text ) {
	let outage = false;
	return text.split( '\n' ).filter( ( line ) => {
		// The outage test stops MariaDB on purpose between its two markers: there, and only
		// there, core's failed-connection warning is what the test asked for.
		if ( line.includes( OUTAGE_BEGINS ) || line.includes( OUTAGE_ENDS ) ) {
			outage = line.includes( OUTAGE_BEGINS );
			return false;
		}
		if ( outage && EXPECTED_IN_OUTAGE.test( line ) ) {
			return false;
		}
		return PHP_MESSAGE.test( line ) || DATABASE_ERROR.test( line );
	} );
}

/**
 * Lines of a `php -S` server log (written while the suites ran) that fail a run: anything but
 * the server's own request lines, since PHP writes there whatever escapes WordPress's log.
 *
 * @param {string} text What was appended to server-<port>.log during the run.
 * @return {string[]} The offending lines.
 */
function serverLogProblems( text ) {
	return text
		.split( '\n' )
		.filter( ( line ) => line.trim() !== '' && ! SERVER_OWN.test( line ) );
}

/**
 * The closing line every run ends with.
 *
 * @param {Counts[]} rows One per suite or check.
 * @return {{passed: number, failed: number, line: string}} Totals and the line.
 */
function total( rows ) {
	const passed = rows.reduce( ( sum, row ) => sum + row.passed, 0 );
	const failed = rows.reduce( ( sum, row ) => sum + row.failed, 0 );
	return { passed, failed, line: `${ passed } passed, ${ failed } failed` };
}

module.exports = {
	jestCounts,
	phpunitCounts,
	playwrightCounts,
	debugLogProblems,
	serverLogProblems,
	total,
};
