/*  scholarships_four_clues.pl -- test fixture: the scholarships puzzle with the four clues of
    one printing of Rainhard Findling's post "Solving Logic Puzzles in Prolog: Puzzle 1 of 3",
    which drops "The student who studies Physics has a 5000 USD bigger
    scholarship than Carrie." Numbered as in that post. It has 5 solutions.

    ?- use_module(prolog/logic_grid), use_module(prolog/tests/scholarships_four_clues).
    ?- grid_solutions(scholarships_four_clues, all, all, Ts), length(Ts, N).   % N = 5
*/

:- module(scholarships_four_clues, []).

:- discontiguous category/2, category_numbers/2.

category(student, ['Carrie', 'Erma', 'Ora', 'Tracy']).
category(scholarship, ['25000', '30000', '35000', '40000']).
category_numbers(scholarship, [25000, 30000, 35000, 40000]).
category(major, ['Astronomy', 'English', 'Philosophy', 'Physics']).

% 1. The student who studies Astronomy gets a smaller scholarship than Ora.
clue(1, less(major:'Astronomy', student:'Ora', scholarship)).
% 2. Ora is either the one who studies English or the one who studies Philosophy.
clue(2, one_of([same(student:'Ora', major:'English'),
                same(student:'Ora', major:'Philosophy')])).
% 3. Erna has a 10000 USD bigger scholarship than Carrie.
clue(3, offset(student:'Erma', student:'Carrie', scholarship, 10000)).
% 4. Tracy has a bigger scholarship than the student that studies English.
clue(4, less(major:'English', student:'Tracy', scholarship)).
