#!/usr/bin/env python3
"""An Xfcc client built by zeep from the WSDL the arbiter serves: the SOAP
toolkit's view of the endpoint (tests/suite/xfcc_server.rs and the Xfcc tests).

    xfcc_client.py [--ca CA.pem] WSDL_URL CALL...

WSDL_URL is the endpoint's `...xfccbasic.asmx?WSDL`; zeep builds the client from
it and posts to the WSDL's soap:address. Each CALL is a JSON object:

    {"op": "GetMyGames", "username": "...", "password": "..."}
    {"op": "MakeAMove", "username": "...", "password": "...", "gameId": 12,
     "resign": false, "acceptDraw": false, "movecount": 2, "myMove": "Nf3",
     "offerDraw": false, "claimDraw": false, "myMessage": "..."}

The WSDL makes gameId, movecount and the four flags required (zeep refuses to
send a call without them): a flag left out of the object is sent false, a
movecount left out 0; myMove and myMessage left out are left out of the request
(zeep omits a parameter that is None, as Lucas Chess omits myMove). For each
call one JSON line is printed, in order:

    GetMyGames: {"games": [{FIELD: VALUE, ...}, ...]}  every field of each XfccGame
                (None for one left out; an empty GetMyGamesResult is [])
    MakeAMove:  {"result": "Success"}
    a fault:    {"fault": FAULTSTRING, "code": FAULTCODE}

--ca names a CA certificate (PEM) to trust for an https endpoint.
"""

import argparse
import json
import sys

import requests
import zeep
import zeep.helpers
from zeep.exceptions import Fault
from zeep.transports import Transport

# Sent when the call leaves them out: the WSDL requires them.
MOVE_DEFAULTS = {
    "resign": False,
    "acceptDraw": False,
    "movecount": 0,
    "offerDraw": False,
    "claimDraw": False,
}

MOVE_PARAMETERS = (
    "username",
    "password",
    "gameId",
    "resign",
    "acceptDraw",
    "movecount",
    "myMove",
    "offerDraw",
    "claimDraw",
    "myMessage",
)


def call(client, request):
    op = request.get("op")
    try:
        if op == "GetMyGames":
            games = client.service.GetMyGames(
                username=request.get("username"), password=request.get("password")
            )
            return {"games": [dict(zeep.helpers.serialize_object(g)) for g in games or []]}
        if op == "MakeAMove":
            parameters = dict(MOVE_DEFAULTS)
            parameters.update({k: request[k] for k in MOVE_PARAMETERS if k in request})
            return {"result": str(client.service.MakeAMove(**parameters))}
        raise SystemExit(f"unknown op {op!r} in {request!r}")
    except Fault as fault:
        return {"fault": fault.message, "code": fault.code}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ca", help="a CA certificate (PEM) to trust for https")
    parser.add_argument("wsdl")
    parser.add_argument("calls", nargs="*")
    args = parser.parse_args()
    session = requests.Session()
    # No proxy, CA bundle or netrc from the environment: the endpoint is the
    # test's own (and REQUESTS_CA_BUNDLE would override --ca).
    session.trust_env = False
    if args.ca:
        session.verify = args.ca
    client = zeep.Client(args.wsdl, transport=Transport(session=session))
    for text in args.calls:
        answer = call(client, json.loads(text))
        print(json.dumps(answer, default=str), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
