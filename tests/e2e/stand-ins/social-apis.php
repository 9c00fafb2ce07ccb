<?php
/**
 * Local stand-ins for the social stream sources' APIs (the machine has no internet). Each answers
 * in its provider's documented shape, errors included:
 * - YouTube Data API v3 playlistItems.list and search.list; Google error objects;
 * - Instagram Graph API /{user}/media and Facebook Graph API /{page}/posts; Graph error objects;
 * - Flickr REST flickr.people.getPublicPhotos and flickr.photosets.getPhotos (JSON,
 *   nojsoncallback); stat "fail" replies;
 * - X API v2 /2/users/{id}/tweets with media and author expansions; problem JSON and errors[];
 * - Vimeo API /users/{id}/videos, /me/videos and albums; Vimeo error objects.
 *
 * The credential STAGECRAFT_STAND_IN_CREDENTIAL is accepted, any other is refused as the provider
 * refuses it. An account, playlist or album id picks the case: "empty" (no items), "missing" (the
 * provider's not-found error), "broken" (a cut-off JSON body), "down" (HTTP 503 page); any other
 * id has 12 items, newest first, and each API's page size applies (its default when unasked).
 *
 * Served under /stand-ins/social/{source}/… by bin/wp/router.php on the test site; the PHPUnit
 * tests call stagecraft_social_stand_in() directly from a pre_http_request filter.
 *
 * @package Stagecraft
 */

if ( ! defined( 'STAGECRAFT_STAND_IN_CREDENTIAL' ) ) {
	define( 'STAGECRAFT_STAND_IN_CREDENTIAL', 'stand-in-credential' );
	define( 'STAGECRAFT_STAND_IN_ITEMS', 12 );
}

foreach ( array( 'youtube', 'graph', 'flickr', 'twitter', 'vimeo' ) as $stagecraft_stand_in_api ) {
	require_once __DIR__ . '/social/' . $stagecraft_stand_in_api . '.php';
}

/**
 * The stand-in's reply.
 *
 * @param string               $origin  Scheme and host of the stand-in, for image URLs.
 * @param string               $source  Source name: youtube, instagram, facebook, flickr, twitter or vimeo.
 * @param string               $path    Path after the source's base, such as /playlistItems.
 * @param array<string,mixed>  $query   Query arguments.
 * @param array<string,string> $headers Request headers, names in lower case.
 * @return array{0:int,1:string,2:string} HTTP status, content type and body.
 */
function stagecraft_social_stand_in( string $origin, string $source, string $path, array $query, array $headers ): array {
	$auth = (string) ( $headers['authorization'] ?? '' );
	switch ( $source ) {
		case 'youtube':
			return stagecraft_stand_in_youtube( $origin, $path, $query );
		case 'instagram':
		case 'facebook':
			return stagecraft_stand_in_graph( $origin, $source, $path, $query );
		case 'flickr':
			return stagecraft_stand_in_flickr( $origin, $query );
		case 'twitter':
			return stagecraft_stand_in_twitter( $origin, $path, $query, $auth );
		case 'vimeo':
			return stagecraft_stand_in_vimeo( $origin, $path, $query, $auth );
		case 'image':
			$n = (int) basename( $path, '.svg' );
			return array( 200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#' . substr( md5( (string) $n ), 0, 6 ) . '"/><text x="320" y="200" font-size="96" text-anchor="middle" fill="#fff">' . $n . '</text></svg>' );
	}
	return array( 404, 'text/plain', 'No such stand-in' );
}

/**
 * A JSON reply.
 *
 * @param int   $status HTTP status.
 * @param mixed $body   Value.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_json( int $status, $body ): array {
	return array( $status, 'application/json; charset=UTF-8', (string) json_encode( $body, JSON_UNESCAPED_SLASHES ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- also runs without WordPress.
}

/**
 * The "broken" and "down" cases, or null for the others.
 *
 * @param string $id Account, playlist or album id.
 * @return array{0:int,1:string,2:string}|null
 */
function stagecraft_stand_in_fault( string $id ): ?array {
	if ( 'broken' === $id ) {
		return array( 200, 'application/json', '{"data":[{"id":"1","capt' );
	}
	if ( 'down' === $id ) {
		return array( 503, 'text/html', '<html><body><h1>503 Service Unavailable</h1></body></html>' );
	}
	return null;
}

/**
 * How many items a page has: none for "empty", else the asked size within the API's range.
 *
 * @param string $id      Account id.
 * @param mixed  $asked   Page size asked for.
 * @param int    $default The API's default page size.
 * @param int    $max     The API's largest page size.
 */
function stagecraft_stand_in_count( string $id, $asked, int $default, int $max ): int {
	if ( 'empty' === $id ) {
		return 0;
	}
	$size = is_numeric( $asked ) ? max( 1, min( $max, (int) $asked ) ) : $default;
	return min( $size, STAGECRAFT_STAND_IN_ITEMS );
}

/**
 * Item n's time: one day apart, newest first.
 *
 * @param int $n Item number, from 1.
 */
function stagecraft_stand_in_time( int $n ): int {
	return gmmktime( 10, 0, 0, 11, 25 - $n, 2026 );
}

/**
 * Answers the current request (bin/wp/router.php, test site only): /stand-ins/social/{source}/….
 *
 * @param string $uri The request URI.
 */
function stagecraft_social_stand_in_serve( string $uri ): void {
	$path = (string) parse_url( $uri, PHP_URL_PATH ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- runs without WordPress.
	if ( ! preg_match( '#^/stand-ins/social/([a-z]+)(/.*)?$#', $path, $match ) ) {
		return;
	}
	$headers = array();
	foreach ( $_SERVER as $name => $value ) {
		if ( str_starts_with( (string) $name, 'HTTP_' ) ) {
			$headers[ strtolower( str_replace( '_', '-', substr( (string) $name, 5 ) ) ) ] = (string) $value;
		}
	}
	$host   = preg_replace( '/[^A-Za-z0-9.:\[\]-]/', '', (string) ( $_SERVER['HTTP_HOST'] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- kept to host characters here, without WordPress.
	$origin = 'http://' . ( '' !== $host ? $host : '127.0.0.1' );
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a stand-in API.
	list( $status, $type, $body ) = stagecraft_social_stand_in( $origin, $match[1], $match[2] ?? '', $_GET, $headers );
	http_response_code( $status );
	header( 'Content-Type: ' . $type );
	echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an API body.
}
