/*  pylogic_bridge.pl — the one entry point Python calls, with data in and data out.

    Python passes one request as a data term and gets one response term back, both
    built and read through the C interface (pylogic/bridge_data.py): objects are
    json([Key-Value, ...]) terms (turned into dicts here), text is strings, and null,
    true and false are atoms. Goals travel in a JSON-shaped encoding that is decoded
    into terms structurally (strings become atoms, tagged objects become compound
    terms or variables), so no user text is ever parsed as Prolog source. Every goal
    runs under a time limit, inside catch/3, and all its solutions are collected
    before the query returns: Python never holds an open query.

    Requests (objects):
      {"op": "load",  "file": Path}
          load a knowledge base once; warnings and errors are collected, not printed.
      {"op": "call",  "module": M, "goal": G, "template": T, "limit": N|null,
       "timeout": Seconds}
          collect T for each solution of M:G (at most N).
      {"op": "solve_program", "text": PrologFacts, "engine": File, "goal": G,
       "template": T, "limit": N|null, "timeout": Seconds}
          load fact text into a fresh temporary module, run engine goal G with the
          atom '$module' in G replaced by that module's name, then destroy the module.

    Responses: {"status": "ok", "solutions": [...], "complete": Bool}
               {"status": "loaded", "module": M, "problems": [...]}
               {"status": "timeout"}
               {"status": "resource", "message": Text}
               {"status": "error", "error": Term, "message": Text}

    Terms in the encoding: atom -> string, integer/float -> number, list -> array,
    compound -> {"$c": Name, "args": [...]}, variable -> {"$v": Name},
    Prolog string -> {"$s": Text}.

    By hand:
      ?- bridge_request(json([op-"call", module-"lists", goal-json(['$c'-"member", args-[json(['$v'-"X"]), [1,2]]]), template-json(['$v'-"X"]), limit-null, timeout-5]), R).
*/
:- module(pylogic_bridge, [bridge_request/2]).

:- use_module(library(time)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

:- dynamic capturing/0.
:- dynamic captured/5.
:- dynamic serving/0.
:- dynamic halt_refused/2.

%   A knowledge base may not end the process that runs it: while a request runs, halt/0,1
%   is cancelled (it fails) and remembered, and the request reports it as an error.
:- at_halt(pylogic_bridge:refuse_halt).

refuse_halt :-
    serving, !,
    (   source_location(File, Line) -> true ; File = unknown, Line = 0 ),
    assertz(halt_refused(File, Line)),
    cancel_halt('a knowledge base may not end the process').
refuse_halt.

%!  bridge_request(+Request, -Response) is det.
%
%   Runs the request (data, see the header) and gives the outcome as data; never fails or throws.
bridge_request(RequestData, ResponseData) :-
    retractall(halt_refused(_, _)),
    setup_call_cleanup(
        assertz(serving),
        catch(( data_value(RequestData, Request),
                run_request(Request, Response0)
              ),
              Error,
              error_response(Error, Response0)),
        retractall(serving)),
    !,
    refused_halt_response(Response0, Response),
    value_data(Response, ResponseData).
bridge_request(_, json([status-error, error-failed, message-"bridge request failed"])).

%!  data_value(+Data, -Value) is det.
%
%   json([Key-Value, ...]) terms become dicts, at any depth.
data_value(json(Pairs), Dict) :- !,
    maplist(data_pair, Pairs, DictPairs),
    dict_pairs(Dict, _, DictPairs).
data_value(Data, Values) :-
    is_list(Data), !,
    maplist(data_value, Data, Values).
data_value(Value, Value).

data_pair(Key-Data, Key-Value) :-
    (   term_field(Key)
    ->  Value = Data
    ;   data_value(Data, Value)
    ).

%   The fields that hold terms, built as such by pylogic/bridge_data.py: left as they are.
term_field(goal).
term_field(template).

%!  value_data(+Value, -Data) is det.
%
%   The inverse of data_value/2: dicts become json([Key-Value, ...]) terms.
value_data(Dict, json(Pairs)) :-
    is_dict(Dict), !,
    dict_pairs(Dict, _, DictPairs),
    maplist(pair_data, DictPairs, Pairs).
value_data(Values, Data) :-
    is_list(Values), !,
    maplist(value_data, Values, Data).
value_data(Value, Value).

pair_data(Key-Value, Key-Data) :-
    value_data(Value, Data).

refused_halt_response(Response0, Response) :-
    (   Response0.get(status) \== loaded,
        retract(halt_refused(File, Line))
    ->  (   File == unknown
        ->  Text = "the knowledge base called halt while solving; a knowledge base may not end the process"
        ;   format(string(Text), "the knowledge base called halt (~w:~w); a knowledge base may not end the process",
                   [File, Line])
        ),
        Response = _{status: error, error: halt_refused, message: Text}
    ;   Response = Response0
    ).

run_request(Request, Response) :-
    get_dict(op, Request, Op),
    run_op(Op, Request, Response).

run_op("load", Request, Response) :-
    atom_string(File, Request.file),
    load_knowledge_base(File, Module, Problems),
    Response = _{status: loaded, module: Module, problems: Problems}.
run_op("call", Request, Response) :-
    atom_string(Module, Request.module),
    decode_goal(Request, Goal, Template, Limit, Timeout),
    collect(Module:Goal, Template, Limit, Timeout, Response).
run_op("solve_program", Request, Response) :-
    atom_string(Engine, Request.engine),
    use_module(Engine),
    decode_goal(Request, Goal0, Template, Limit, Timeout),
    Text = Request.text,
    in_temporary_module(Module,
                        load_program_text(Module, Text),
                        ( replace_module_marker(Goal0, Module, Goal),
                          collect(Goal, Template, Limit, Timeout, Response) )).

%   The goal and the template arrive as terms: pylogic/bridge_data.py builds them from
%   their encoding (see json_term/4), with one variable for each name.
decode_goal(Request, Goal, Template, Limit, Timeout) :-
    Goal = Request.goal,
    Template = Request.template,
    (   Request.limit == null -> Limit = all ; Limit = Request.limit ),
    Timeout = Request.timeout.

%!  collect(:Goal, +Template, +Limit, +Timeout, -Response) is det.
collect(Goal, Template, Limit, Timeout, Response) :-
    catch(call_with_time_limit(Timeout, solutions(Limit, Template, Goal, Solutions)),
          Error, true),
    (   var(Error)
    ->  complete_flag(Limit, Solutions, Complete),
        maplist(term_json, Solutions, Encoded),
        Response = _{status: ok, solutions: Encoded, complete: Complete}
    ;   error_response(Error, Response)
    ).

solutions(all, Template, Goal, Solutions) :- !,
    findall(Template, Goal, Solutions).
solutions(Limit, Template, Goal, Solutions) :-
    findnsols(Limit, Template, Goal, Solutions), !.
solutions(_, _, _, []).

complete_flag(all, _, true) :- !.
complete_flag(Limit, Solutions, Complete) :-
    length(Solutions, Count),
    (   Count < Limit -> Complete = true ; Complete = false ).

error_response(time_limit_exceeded, _{status: timeout}) :- !.
error_response(error(resource_error(Resource), _), _{status: resource, message: Text}) :- !,
    format(string(Text), "out of ~w", [Resource]).
error_response(Error, _{status: error, error: Encoded, message: Text}) :-
    message_text(Error, Text),
    (   catch(term_json(Error, Encoded), _, fail) -> true ; Encoded = null ).

message_text(Error, Text) :-
    catch(( message_string(error, Error, Text) ), _, fail), !.
message_text(Error, Text) :-
    format(string(Text), "~q", [Error]).

message_string(_Kind, Term, Text) :-
    '$messages':translate_message(Term, Lines, []),
    with_output_to(string(Text0),
                   print_message_lines(current_output, '', Lines)),
    split_string(Text0, "", " \n", [Text]).

replace_module_marker(Term, Module, Module) :-
    Term == '$module', !.
replace_module_marker(Term, Module, Replaced) :-
    compound(Term), !,
    compound_name_arguments(Term, Name, Args),
    replace_module_markers(Args, Module, NewArgs),
    compound_name_arguments(Replaced, Name, NewArgs).
replace_module_marker(Term, _, Term).

replace_module_markers([], _, []).
replace_module_markers([Term|Terms], Module, [Replaced|Rest]) :-
    replace_module_marker(Term, Module, Replaced),
    replace_module_markers(Terms, Module, Rest).

%!  load_program_text(+Module, +Text:string) is det.
%
%   Loads clauses given as text into Module; read errors become exceptions.
load_program_text(Module, Text) :-
    setup_call_cleanup(open_string(Text, In),
                       load_files(Module:pylogic_program, [stream(In), silent(true)]),
                       close(In)).

%!  load_knowledge_base(+File, -Module, -Problems) is det.
%
%   Loads File (a module file) once. Problems lists each warning or error SWI-Prolog
%   reported while loading, as {kind, file, line, message}, instead of printing it.
load_knowledge_base(File, Module, Problems) :-
    retractall(captured(_, _, _, _, _)),
    setup_call_cleanup(assertz(capturing),
                       catch(load_files(File, [if(not_loaded), silent(true), imports([])]), Error,
                             capture_exception(File, Error)),
                       retractall(capturing)),
    findall(_{kind: error, file: F, line: L, column: 1,
              message: "halt called in a directive; a knowledge base may not end the process"},
            retract(halt_refused(F, L)), Halts),
    findall(_{kind: Kind, file: F, line: L, column: C, message: M},
            retract(captured(Kind, F, L, C, M)), Captured),
    append(Halts, Captured, Problems),
    (   module_property(Module, file(File)) -> true ; Module = user ).

capture_exception(File, Error) :-
    message_text(Error, Text),
    error_location(Error, File, F, L, C),
    assertz(captured(error, F, L, C, Text)).

error_location(error(_, file(F, L, LinePos, _)), _, F, L, C) :- !,
    column(LinePos, C).
error_location(_, File, File, 0, 1).

column(LinePos, C) :- integer(LinePos), !, C is LinePos + 1.
column(_, 1).

:- multifile user:message_hook/3.
user:message_hook(Term, Kind, _Lines) :-
    capturing,
    memberchk(Kind, [error, warning]),
    message_location(Term, File, Line, Column),
    message_string(Kind, Term, Text),
    assertz(captured(Kind, File, Line, Column, Text)).

message_location(error(_, file(File, Line, LinePos, _)), File, Line, Column) :- !,
    column(LinePos, Column).
message_location(_, File, Line, 1) :-
    source_location(File, Line), !.
message_location(_, unknown, 0, 1).

%!  json_terms(+Json:list, -Terms:list, -Bindings) is det.
%
%   Decodes JSON values into terms; equal {"$v": Name} share one variable.
json_terms(Jsons, Terms, Bindings) :-
    foldl(json_term, Jsons, Terms, [], Bindings).

json_term(Json, Term, B0, B) :-
    (   is_dict(Json)
    ->  dict_term(Json, Term, B0, B)
    ;   is_list(Json)
    ->  foldl(json_term, Json, Term, B0, B)
    ;   string(Json)
    ->  atom_string(Term, Json), B = B0
    ;   Term = Json, B = B0
    ).

dict_term(Dict, Term, B0, B) :-
    (   get_dict('$c', Dict, NameString)
    ->  atom_string(Name, NameString),
        foldl(json_term, Dict.args, Args, B0, B),
        compound_name_arguments(Term, Name, Args)
    ;   get_dict('$v', Dict, VarName)
    ->  (   memberchk(VarName-Var, B0) -> B = B0 ; B = [VarName-Var|B0] ),
        Term = Var
    ;   get_dict('$s', Dict, Text)
    ->  Term = Text, B = B0
    ;   domain_error(pylogic_json_term, Dict)
    ).

%!  term_json(+Term, -Json) is det.
%
%   Encodes a term as JSON data (the inverse of json_term/4 up to variable names).
term_json(Term, Json) :-
    copy_term(Term, Copy),
    numbervars(Copy, 0, _, [singletons(false)]),
    encode(Copy, Json).

encode(Term, Json) :-
    (   Term = '$VAR'(N), integer(N)
    ->  format(string(Name), "_G~d", [N]), Json = _{'$v': Name}
    ;   is_list(Term)
    ->  maplist(encode, Term, Json)
    ;   atom(Term)
    ->  atom_string(Term, Json)
    ;   number(Term)
    ->  Json = Term
    ;   string(Term)
    ->  Json = _{'$s': Term}
    ;   compound(Term)
    ->  compound_name_arguments(Term, Name, Args),
        maplist(encode, Args, EncodedArgs),
        Json = _{'$c': Name, args: EncodedArgs}
    ;   format(string(Json), "~q", [Term])
    ).
