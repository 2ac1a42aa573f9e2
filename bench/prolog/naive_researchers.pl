/*  naive_researchers.pl -- the researchers puzzle by plain generate-and-test in the style of
    Rainhard Findling's blog posts: years, sports and research fields come from permutations,
    then every clue is tested (clue 8 as written: hurdle or javelin). A baseline for
    bench/prolog/grid_bench.pl, not part of pylogic.

    ?- all_solutions(L), length(L, N).       % N = 1
*/

:- module(naive_researchers, [all_solutions/1]).

:- use_module(library(lists)).

%!  all_solutions(-Solutions) is det.
%   Solutions: one list of rows [Researcher, Year, Sport, Research] per answer (Year an atom).
all_solutions(Solutions) :-
    findall(Rows, researchers_rows(Rows), Solutions).

researchers_rows(Rows) :-
    Researchers = ['Ainsley', 'Madeline', 'Sophie', 'Theodore'],
    permutation([1920, 1921, 1933, 1973], Years),
    permutation([hurdle, relay, javelin, longjump], Sports),
    permutation([earthquakes, hurricanes, tornados, wildfires], Fields),
    people(Researchers, Years, Sports, Fields, People),
    clues_hold(People),
    maplist(person_row, People, Rows).

people([], [], [], [], []).
people([R|Rs], [Y|Ys], [S|Ss], [F|Fs], [p(R, Y, S, F)|People]) :-
    people(Rs, Ys, Ss, Fs, People).

person_row(p(Researcher, Year, Sport, Field), [Researcher, YearLabel, Sport, Field]) :-
    atom_number(YearLabel, Year).

clues_hold(People) :-
    % 1. Theodore or Ainsley does javelin
    member(p(Javelin, _, javelin, _), People),
    memberchk(Javelin, ['Theodore', 'Ainsley']),
    % 2. hurricanes goes with relay
    member(p(_, RelayYear, relay, hurricanes), People),
    % 3. Sophie does not do relay
    \+ member(p('Sophie', _, relay, _), People),
    % 4. of longjump and Theodore, one was born in 1933 and the other in 1921
    member(p(LongjumpPerson, LongjumpYear, longjump, _), People),
    member(p('Theodore', TheodoreYear, _, _), People),
    LongjumpPerson \== 'Theodore',
    ( LongjumpYear-TheodoreYear == 1933-1921 ; LongjumpYear-TheodoreYear == 1921-1933 ),
    % 5. relay was born before Theodore
    RelayYear < TheodoreYear,
    % 6. wildfires was born after longjump
    member(p(WildfiresPerson, WildfiresYear, _, wildfires), People),
    WildfiresYear > LongjumpYear,
    % 7. neither Sophie nor Ainsley research wildfires
    \+ memberchk(WildfiresPerson, ['Sophie', 'Ainsley']),
    % 8. earthquakes does hurdle or javelin
    member(p(_, EarthquakesYear, EarthquakesSport, earthquakes), People),
    memberchk(EarthquakesSport, [hurdle, javelin]),
    % 9. earthquakes was born in 1933
    EarthquakesYear =:= 1933,
    % 10. Madeline was not born in 1921
    \+ member(p('Madeline', 1921, _, _), People).
