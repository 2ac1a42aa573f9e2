"""Two categories of times or dates, each named for its event: a clue speaks of the one it names.

Beside `lesson day : Monday, ...` and `exam date : June 3, ...`, "Rex's exam is on a Monday"
gives the exam a weekday no category holds; it was read as Rex's lesson day. Beside `birthday`
months and `joined` years, "Ivy's birthday is in 2002" was read as the year Ivy joined. Both are
refused now. "Kit has the lesson the day after Hal" was read on the exam dates (dates count
days); it is read on the lesson days, the event it names. A comparison between two events, or
one that names neither where both count days, is refused.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

LESSONS = ("# Four students, the weekday of their lesson and the date of their exam\nstudent : Hal, Rex, Kit, Ola\n"
           "lesson day : Monday, Tuesday, Wednesday, Thursday\nexam date : June 3, June 4, June 5, June 6\n")
MEMBERS = ("# Three members: the month of their birthday and the year they joined\nmember : Dee, Ivy, Sue\n"
           "birthday : March, April, May\njoined : 2001, 2002, 2003\n")
CLASSES = "member : Cid, Pam, Rex\nclass day : Monday, Tuesday, Wednesday\njoined : 2001, 2002, 2003\n"
TOLD = ("# Four students, the weekday of their lesson and the date of their exam\nstudent : Rex, Cid, Sue, Ola\n"
        "day : Monday, Tuesday, Wednesday, Thursday\ndate : June 3, June 4, June 5, June 6\n")
UNTOLD = "student : Rex, Cid, Sue\nday : Monday, Tuesday, Wednesday\ndate : June 3, June 4, June 5\n"
INTERVIEWS = ("# Match each candidate to the position, the date and the time of the interview.\n"
              "candidate : Fiona, Gerald, Hassan\ndate : June 3, June 5, June 7\ntime : 9:00am, 10:30am, 1:00pm\n")
COMMUTERS = "commuter : Ann, Ned, Cid\ncycle day : Monday, Tuesday, Wednesday\nleaves : 7:00am, 7:30am, 8:00am\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (LESSONS, "Rex's lesson is on Monday.", ["same(student:Rex,lesson day:Monday)"]),
    (LESSONS, "Rex's exam is on June 4.", ["same(student:Rex,exam date:June 4)"]),
    (LESSONS, "Kit has the lesson the day after Hal.", ["offset(student:Kit,student:Hal,lesson day,1)"]),
    (LESSONS, "Kit's lesson is two days after Hal's.", ["offset(student:Kit,student:Hal,lesson day,2)"]),
    (LESSONS, "Kit's exam is two days after Hal's.", ["offset(student:Kit,student:Hal,exam date,2)"]),
    (LESSONS, "Kit's lesson is earlier in the week than Hal's.", ["less(student:Kit,student:Hal,lesson day)"]),
    (MEMBERS, "Ivy's birthday is in April.", ["same(member:Ivy,birthday:April)"]),
    (MEMBERS, "Ivy joined a year after Sue.", ["offset(member:Ivy,member:Sue,joined,1)"]),
    (CLASSES, "Rex joined in 2002.", ["same(member:Rex,joined:2002)"]),
    (COMMUTERS, "Ned leaves at 7:30am.", ["same(commuter:Ned,leaves:7:30am)"]),
    # the opening says which event each is of
    (TOLD, "Sue's lesson is on Monday.", ["same(student:Sue,day:Monday)"]),
    (TOLD, "Sue has the lesson the day after Rex.", ["offset(student:Sue,student:Rex,day,1)"]),
    # one event, two categories: its date and its time
    (INTERVIEWS, "Gerald's interview was 4 days after Fiona's.", ["offset(candidate:Gerald,candidate:Fiona,date,4)"]),
    (INTERVIEWS, "Gerald was interviewed at 9:00am.", ["same(candidate:Gerald,time:9:00am)"]),
])
def test_the_event_named_is_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (LESSONS, "Rex's exam is on a Monday.", "exam is on a Monday."),
    (LESSONS, "Rex sits the exam on Tuesday.", "exam on Tuesday."),
    (LESSONS, "Kit's lesson is on June 4.", "lesson is on June 4."),
    (LESSONS, "Kit's lesson is the day after Hal's exam.", "lesson is the day after Hal's exam."),
    (LESSONS, "Kit is the day after Hal.", "the day after Hal."),
    (LESSONS, "Kit's exam is earlier in the week than Hal's.", "exam is earlier in the week than Hal's."),
    (MEMBERS, "Ivy's birthday is in 2002.", "birthday is in 2002."),
    (MEMBERS, "Dee's birthday is a year after Ivy's.", "birthday is a year after Ivy's."),
    (CLASSES, "Rex joined on a Monday.", "joined on a Monday."),
    (COMMUTERS, "Ned cycles at 8:00am.", "cycles at 8:00am."),
    (COMMUTERS, "Ann leaves the day after Ned.", "leaves the day after Ned."),
    (TOLD, "Sue's exam is on a Monday.", "exam is on a Monday."),
    # weekdays and dates, and no event named: the day after on which?
    (UNTOLD, "Sue is the day after Rex.", "the day after Rex."),
])
def test_another_events_time_is_refused(header, sentence, refused):
    assert refused_at(header, sentence) == refused
