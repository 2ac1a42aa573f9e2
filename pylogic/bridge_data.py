"""Requests and responses of the Prolog bridge as terms built and read through libswipl's C
interface: data in, data out, with no text for Prolog to parse and no JSON library to load.

The values are JSON-shaped: a ``dict`` (string keys), ``list``/``tuple``, ``str``, ``int``,
``float``, ``None``, ``True`` and ``False``. In Prolog a dict is ``json([Key-Value, ...])``
(keys atoms), a ``str`` a string, ``None``/``True``/``False`` the atoms ``null``/``true``/
``false``; ``prolog/pylogic_bridge.pl`` turns ``json/1`` into SWI-Prolog dicts and back. Read
back, any other atom becomes a ``str``, as JSON would have written it.

Loading SWI-Prolog's JSON library cost every start of the command line about 30 ms of CPU
time, and each request an encoding and a parse on both sides.
"""

from __future__ import annotations

import ctypes

PL_ATOM, PL_INTEGER, PL_FLOAT, PL_STRING, PL_TERM, PL_NIL, PL_LIST_PAIR = 2, 3, 5, 6, 7, 8, 10
_CVT_ATOM, _CVT_STRING, _CVT_INTEGER = 0x1, 0x2, 0x8
_BUF_STACK, _REP_UTF8 = 0x10000, 0x100000
_INT64 = range(-(1 << 63), 1 << 63)
_ATOMS = {"true": True, "false": False, "null": None}
_STRING_FLAGS = PL_STRING | _REP_UTF8
_ATOM_FLAGS = PL_ATOM | _REP_UTF8
TERM_FIELDS = ("goal", "template")  # request fields holding encoded terms, put as the terms
_KEPT_KEYS = 256


class BridgeData:
    """Puts Python values into term references and reads them back, for one libswipl."""

    def __init__(self, lib: ctypes.CDLL) -> None:
        term, atom, size = ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t

        def bind(name: str, argtypes: list, restype=ctypes.c_int):
            # lib[name] is a handle of this module's own: lib.name is the one pyswip typed
            function = lib[name]
            function.argtypes, function.restype = argtypes, restype
            return function

        self._new_term_ref = bind("PL_new_term_ref", [], term)
        self._new_term_refs = bind("PL_new_term_refs", [ctypes.c_int], term)
        self._copy_term_ref = bind("PL_copy_term_ref", [term], term)
        self._put_chars = bind("PL_put_chars", [term, ctypes.c_int, size, ctypes.c_char_p])
        self._put_int64 = bind("PL_put_int64", [term, ctypes.c_int64])
        self._put_float = bind("PL_put_float", [term, ctypes.c_double])
        self._put_nil = bind("PL_put_nil", [term])
        self._cons_list = bind("PL_cons_list", [term, term, term])
        self._cons_functor_v = bind("PL_cons_functor_v", [term, ctypes.c_size_t, term])
        self._new_functor = bind("PL_new_functor_sz", [atom, size], ctypes.c_size_t)
        self._new_atom = bind("PL_new_atom", [ctypes.c_char_p], atom)
        self._term_type = bind("PL_term_type", [term])
        self._get_nchars = bind("PL_get_nchars", [term, ctypes.POINTER(size),
                                                  ctypes.POINTER(ctypes.c_char_p), ctypes.c_uint])
        self._get_int64 = bind("PL_get_int64", [term, ctypes.POINTER(ctypes.c_int64)])
        self._get_float = bind("PL_get_float", [term, ctypes.POINTER(ctypes.c_double)])
        self._get_list = bind("PL_get_list", [term, term, term])
        self._get_name_arity = bind("PL_get_name_arity_sz", [term, ctypes.POINTER(atom),
                                                             ctypes.POINTER(size)])
        self._get_arg = bind("PL_get_arg_sz", [size, term, term])
        self._atom_nchars = bind("PL_atom_nchars", [atom, ctypes.POINTER(size)], ctypes.c_char_p)
        self._chars_to_term = bind("PL_chars_to_term", [ctypes.c_char_p, term])
        self._put_atom = bind("PL_put_atom", [term, atom])
        self._json = self._new_functor(self._new_atom(b"json"), 1)
        self._pair = self._new_functor(self._new_atom(b"-"), 2)
        self._constants = {None: self._new_atom(b"null"), True: self._new_atom(b"true"),
                           False: self._new_atom(b"false")}
        self._keys: dict[object, int] = {}
        self._functors: dict[tuple[str, int], int] = {}
        self._put_term = bind("PL_put_term", [term, term])
        self._put_variable = bind("PL_put_variable", [term], None)
        self._unify_compound = bind("PL_unify_compound", [term, ctypes.c_size_t])
        self._unregister_atom = bind("PL_unregister_atom", [atom], None)
        self._mark_strings = bind("PL_mark_string_buffers", [ctypes.POINTER(ctypes.c_size_t)], None)
        self._release_strings = bind("PL_release_string_buffers_from_mark", [ctypes.c_size_t], None)

    # ------------------------------------------------------------------ Python -> Prolog

    def put(self, ref: int, value: object) -> None:
        """Puts ``value`` (JSON-shaped, see the module docstring) into term reference ``ref``;
        TypeError for anything else. (Written flat: a request has hundreds of values.)"""
        kind = type(value)
        if kind is str:
            data = value.encode("utf-8")  # type: ignore[attr-defined]
            succeeded = self._put_chars(ref, _STRING_FLAGS, len(data), data)
        elif kind is list or kind is tuple:
            succeeded = self._put_nil(ref)
            head = self._new_term_ref()
            for item in reversed(value):  # type: ignore[call-overload]
                self.put(head, item)
                succeeded = succeeded and self._cons_list(ref, head, ref)
        elif kind is dict:
            succeeded = self._put_nil(ref)
            pair, head = self._new_term_refs(2), self._new_term_ref()
            variables: dict[str, int] = {}  # shared by the goal and the template
            for key, item in reversed(value.items()):  # type: ignore[attr-defined]
                self._put_atom(pair, self._key_atom(key))
                if key in TERM_FIELDS:
                    self.put_term(pair + 1, item, variables)
                else:
                    self.put(pair + 1, item)
                succeeded = (succeeded and self._cons_functor_v(head, self._pair, pair)
                             and self._cons_list(ref, head, ref))
            succeeded = succeeded and self._cons_functor_v(ref, self._json, ref)
        elif kind is int:
            if value in _INT64:
                succeeded = self._put_int64(ref, value)
            else:  # a big integer goes as its digits, the one thing Prolog reads as text here
                succeeded = self._chars_to_term(str(value).encode("ascii"), ref)
        elif kind is float:
            succeeded = self._put_float(ref, value)
        elif value is None or kind is bool:
            succeeded = self._put_atom(ref, self._constants[value])  # type: ignore[index]
        else:
            raise TypeError(f"cannot pass {kind.__name__} to Prolog")
        if not succeeded:
            raise MemoryError("SWI-Prolog could not build the request term")

    def put_term(self, ref: int, encoded: object, variables: dict[str, int]) -> None:
        """Puts the term that ``encoded`` stands for (the encoding of pylogic_bridge.pl's
        header: a string is an atom, {"$c": Name, "args": [...]} a compound term, {"$v": Name}
        a variable, the same for the same name, {"$s": Text} a string) into ``ref``."""
        kind = type(encoded)
        if kind is str:
            data = encoded.encode("utf-8")  # type: ignore[attr-defined]
            succeeded = self._put_chars(ref, _ATOM_FLAGS, len(data), data)
        elif kind is list or kind is tuple:
            succeeded = self._put_nil(ref)
            head = self._new_term_ref()
            for item in reversed(encoded):  # type: ignore[call-overload]
                self.put_term(head, item, variables)
                succeeded = succeeded and self._cons_list(ref, head, ref)
        elif kind is dict and "$c" in encoded and "args" in encoded:  # type: ignore[operator]
            name, args = encoded["$c"], encoded["args"]  # type: ignore[index]
            if type(name) is not str or type(args) is not list:
                raise TypeError(f"not an encoded compound term: {encoded!r}")
            if not args:  # name(), a compound without arguments (SWI-Prolog 7), not the atom
                self._put_variable(ref)
                succeeded = self._unify_compound(ref, self._functor(name, 0))
            else:
                first = self._new_term_refs(len(args))
                for index, arg in enumerate(args):
                    self.put_term(first + index, arg, variables)
                succeeded = self._cons_functor_v(ref, self._functor(name, len(args)), first)
        elif kind is dict and "$v" in encoded:  # type: ignore[operator]
            name = encoded["$v"]  # type: ignore[index]
            if name not in variables:
                variables[name] = self._new_term_ref()
            succeeded = self._put_term(ref, variables[name])
        elif kind is dict and "$s" in encoded:  # type: ignore[operator]
            succeeded = True
            self.put(ref, encoded["$s"])  # type: ignore[index]
        elif kind is dict:
            raise TypeError(f"not an encoded term: {encoded!r}")
        else:
            self.put(ref, encoded)
            succeeded = True
        if not succeeded:
            raise MemoryError("SWI-Prolog could not build the request term")

    def _functor(self, name: str, arity: int) -> int:
        """The functor name/arity: those pylogic's goals use are made once and kept."""
        functor = self._functors.get((name, arity))
        if functor is None:
            atom = self._new_atom(name.encode("utf-8"))
            functor = self._new_functor(atom, arity)
            self._unregister_atom(atom)  # the functor holds the atom
            if len(self._functors) < _KEPT_KEYS:
                self._functors[name, arity] = functor
        return functor

    def _key_atom(self, key: object) -> int:
        """The atom of a request key: the few keys pylogic uses are made once and kept."""
        atom = self._keys.get(key)
        if atom is None:
            if not isinstance(key, str):
                raise TypeError(f"a request's keys are strings, not {key!r}")
            atom = self._new_atom(key.encode("utf-8"))
            if len(self._keys) < _KEPT_KEYS:
                self._keys[key] = atom
        return atom

    # ------------------------------------------------------------------ Prolog -> Python

    def get(self, ref: int) -> object:
        """The Python value of the term at ``ref`` (see the module docstring); ValueError for
        a term that is not JSON-shaped data."""
        kind = self._term_type(ref)
        if kind == PL_STRING:
            return self._text(ref, _CVT_STRING)
        if kind == PL_ATOM:
            text = self._text(ref, _CVT_ATOM)
            return _ATOMS.get(text, text)
        if kind == PL_INTEGER:
            number = ctypes.c_int64()
            if self._get_int64(ref, ctypes.byref(number)):
                return number.value
            return int(self._text(ref, _CVT_INTEGER))
        if kind == PL_FLOAT:
            real = ctypes.c_double()
            self._get_float(ref, ctypes.byref(real))
            return real.value
        if kind == PL_NIL:
            return []
        if kind == PL_LIST_PAIR:
            return self._get_list_items(ref)
        if kind == PL_TERM and self._name_arity(ref) == ("json", 1):
            pairs = self._new_term_ref()
            self._get_arg(1, ref, pairs)
            result = {}
            key, value = self._new_term_ref(), self._new_term_ref()
            for pair in self._list_refs(pairs):
                if self._name_arity(pair) != ("-", 2):
                    raise ValueError("a json/1 term holds Key-Value pairs")
                self._get_arg(1, pair, key)
                self._get_arg(2, pair, value)
                result[str(self.get(key))] = self.get(value)
            return result
        raise ValueError(f"the Prolog bridge answered with a term of type {kind}, not data")

    def _get_list_items(self, ref: int) -> list:
        return [self.get(item) for item in self._list_refs(ref)]

    def _list_refs(self, ref: int) -> list[int]:
        items: list[int] = []
        rest = self._copy_term_ref(ref)
        while True:
            head = self._new_term_ref()
            if not self._get_list(rest, head, rest):
                return items
            items.append(head)

    def _text(self, ref: int, flags: int) -> str:
        # the text is copied at once and its buffer let go: SWI-Prolog keeps a stacked buffer
        # (an atom's text made UTF-8) until a mark is released, and ends the process with a
        # fatal error when some hundred thousand are left on its string stack
        length, text, mark = ctypes.c_size_t(), ctypes.c_char_p(), ctypes.c_size_t()
        self._mark_strings(ctypes.byref(mark))
        try:
            if not self._get_nchars(ref, ctypes.byref(length), ctypes.byref(text), flags | _REP_UTF8 | _BUF_STACK):
                raise ValueError("unreadable text in the Prolog bridge's answer")
            return ctypes.string_at(text, length.value).decode("utf-8")
        finally:
            self._release_strings(mark.value)

    def _name_arity(self, ref: int) -> tuple[str, int]:
        name, arity, length = ctypes.c_size_t(), ctypes.c_size_t(), ctypes.c_size_t()
        if not self._get_name_arity(ref, ctypes.byref(name), ctypes.byref(arity)):
            return "", -1
        text = self._atom_nchars(name.value, ctypes.byref(length))
        return ctypes.string_at(text, length.value).decode("utf-8"), arity.value
