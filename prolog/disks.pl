/*  Flower disk rotation puzzle.

    K stacked disks of W positions each (1 = solid, 0 = hole) turn on a
    common pole.  Rotate them so that every position is covered by exactly
    one solid part.  The first disk stays fixed (shift 0); a disk rotated by
    shift S reads rotated[J] = disk[(J + S) mod W], J = 0..W-1.

    The file holds two instances from Rainhard Findling's post "Flower disk
    rotation puzzle solver: Python vs Prolog": `original` (the disks as
    bought, no solution) and `flipped` (the last disk turned over, exactly
    one solution).  solution/1 answers the flipped instance.

    Example queries (swipl prolog/disks.pl):

      ?- solution(S), print_solution(S).
      ?- instance_solutions(original, L).        % L = []
      ?- instance_solutions(flipped, L).         % L = [[0, 0, 5, 11]]
      ?- disks_solution([[1,0,0],[0,1,0],[0,0,1]], Shifts).
      ?- solution(S), solution_table(S, T).
*/
:- module(disks,
          [ disks_solution/2,           % +Disks, -Shifts
            disks_constraints/3,        % +Disks, -Shifts, -Rotated
            instance/2,                 % ?Name, ?Disks
            instance_solutions/2,       % +Name, -ListOfShifts
            solution/1,                 % -rotation(Shifts, Rotated), flipped instance
            solution_table/2,           % +rotation(Shifts, Rotated), -Table
            print_solution/1            % +rotation(Shifts, Rotated)
          ]).
:- use_module(library(clpfd)).
:- use_module(library(apply)).
:- use_module(library(lists)).

%!  instance(?Name, ?Disks) is nondet.
%   That post's disks; `flipped` has the last disk turned over.
instance(original, [ [0,0,0,0,0,1,0,1,0,0,1,0],
                     [1,0,0,1,0,0,0,0,0,0,0,1],
                     [0,1,0,0,0,0,0,1,0,1,0,0],
                     [0,0,0,1,0,0,1,0,0,0,0,1] ]).
instance(flipped,  [ [0,0,0,0,0,1,0,1,0,0,1,0],
                     [1,0,0,1,0,0,0,0,0,0,0,1],
                     [0,1,0,0,0,0,0,1,0,1,0,0],
                     [1,0,0,0,0,1,0,0,1,0,0,0] ]).

%!  instance_solutions(+Name, -ListOfShifts) is det.
%   All shift lists solving the named instance (original or flipped).
instance_solutions(Name, ListOfShifts) :-
    instance(Name, Disks),
    findall(Shifts, disks_solution(Disks, Shifts), ListOfShifts).

%!  solution(-Solution) is nondet.
%   Solution = rotation(Shifts, Rotated) for the flipped instance.
solution(rotation(Shifts, Rotated)) :-
    instance(flipped, Disks),
    disks_constraints(Disks, Shifts, Rotated),
    label(Shifts).

%!  disks_solution(+Disks, -Shifts) is nondet.
%   Shifts (first 0) rotate Disks so every position is covered exactly once.
%   Throws error(type_error(disks, Disks), _) unless Disks is a non-empty
%   list of equally long, non-empty lists of 0/1 integers.
disks_solution(Disks, Shifts) :-
    disks_constraints(Disks, Shifts, _Rotated),
    label(Shifts).

%!  disks_constraints(+Disks, -Shifts, -Rotated) is semidet.
%   Rotated[I] is Disks[I] turned by Shifts[I]; every position of the
%   stack holds exactly one solid part.
disks_constraints(Disks, [0|Shifts], [FixedDisk|Rotated]) :-
    must_be_disks(Disks),
    Disks = [FixedDisk|TurningDisks],
    maplist(turned_disk, TurningDisks, Shifts, Rotated),
    transpose([FixedDisk|Rotated], Positions),
    maplist(covered_once, Positions).

%   The pair (Shift, RotatedDisk) is one row of the disk's rotation table.
turned_disk(Disk, Shift, Rotated) :-
    length(Disk, Width),
    length(Rotated, Width),
    LastShift is Width - 1,
    findall([S|Turned], (between(0, LastShift, S), rotated(Disk, S, Turned)),
            RotationTable),
    tuples_in([[Shift|Rotated]], RotationTable).

rotated(Disk, Shift, Rotated) :-
    length(Front, Shift),
    append(Front, Back, Disk),
    append(Back, Front, Rotated).

covered_once(Layers) :- sum(Layers, #=, 1).

must_be_disks(Disks) :-
    (   is_list(Disks), Disks = [First|_], is_list(First), length(First, Width),
        Width > 0,
        maplist(disk_of_width(Width), Disks)
    ->  true
    ;   throw(error(type_error(disks, Disks),
                    context(disks_solution/2,
                            'a non-empty list of equally long lists of 0/1 expected')))
    ).

disk_of_width(Width, Disk) :-
    is_list(Disk),
    length(Disk, Width),
    maplist([Bit]>>(Bit == 0 ; Bit == 1), Disk).

%!  solution_table(+Solution, -Table) is det.
%   Table = table([disk, shift, rotated], Rows); rotated is the turned
%   disk as an atom of digits, e.g. '001010001000'.
solution_table(rotation(Shifts, Rotated), table([disk, shift, rotated], Rows)) :-
    findall([Disk, Shift, Bits],
            ( nth1(Disk, Shifts, Shift),
              nth1(Disk, Rotated, Layer),
              atomic_list_concat(Layer, Bits) ),
            Rows).

%!  print_solution(+Solution) is det.
print_solution(Solution) :-
    solution_table(Solution, table(_, Rows)),
    forall(member([Disk, Shift, Bits], Rows),
           format("disk ~w  shift ~|~t~w~2+  ~w~n", [Disk, Shift, Bits])).
