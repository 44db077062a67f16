"""Lets pooltool's physics import without its renderer or optional packages (see driver)."""
import abc
import importlib.abc
import importlib.machinery
import importlib.metadata
import sys
import types

RENDERER = ("panda3d", "direct", "simplepbr", "gltf")


class _AnyType(abc.ABCMeta):
    """Class-level names of a stand-in (Filename.fromOsSpecific) are stand-ins too."""

    def __getattr__(cls, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Anything


class _Anything(metaclass=_AnyType):
    """Stands for any renderer name: a class to subclass, a value to call or read."""

    def __init__(self, *a, **k):
        pass

    def __call__(self, *a, **k):
        return _Anything()

    def __getattr__(self, name):
        return _Anything()

    def __mro_entries__(self, bases):
        return (_Anything,)

    def __iter__(self):
        return iter(())

    def __bool__(self):
        return False


class _StubModule(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Anything


class _RendererFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, fullname, path=None, target=None):
        if fullname.split(".")[0] in RENDERER:
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        return None

    def create_module(self, spec):
        m = _StubModule(spec.name)
        m.__path__ = []
        return m

    def exec_module(self, module):
        pass


def install(version: str) -> None:
    sys.meta_path.insert(0, _RendererFinder())
    real = importlib.metadata.version

    def version_of(name):
        if name == "pooltool-billiards":
            return version
        return real(name)

    importlib.metadata.version = version_of


class _Rotation:
    """A rotation as its matrix: all pooltool's physics asks of a quaternion."""

    def __init__(self, matrix):
        self.matrix = matrix

    def conjugate(self):
        return _Rotation(self.matrix.T)


def _quaternion_module():
    import numpy as np

    m = types.ModuleType("quaternion")

    def from_rotation_vector(rv):
        rv = np.asarray(rv, dtype=float)
        angle = float(np.linalg.norm(rv))
        if angle == 0.0:
            return _Rotation(np.eye(3))
        k = rv / angle
        K = np.array([[0, -k[2], k[1]], [k[2], 0, -k[0]], [-k[1], k[0], 0]])
        return _Rotation(np.eye(3) + np.sin(angle) * K + (1 - np.cos(angle)) * (K @ K))

    def rotate_vectors(q, v):
        return np.asarray(v, dtype=float) @ q.matrix.T

    m.from_rotation_vector = from_rotation_vector
    m.rotate_vectors = rotate_vectors
    return m


def _msgpack_numpy_module():
    m = types.ModuleType("msgpack_numpy")

    def refuse(*a, **k):
        raise RuntimeError("msgpack-numpy is not installed: pooltool's msgpack files are not used here")

    m.encode = refuse
    m.decode = refuse
    return m


def install_optional() -> None:
    """numpy-quaternion and msgpack-numpy, when the machine has not got them."""
    for name, make in (("quaternion", _quaternion_module), ("msgpack_numpy", _msgpack_numpy_module)):
        try:
            __import__(name)
        except ImportError:
            sys.modules[name] = make()
